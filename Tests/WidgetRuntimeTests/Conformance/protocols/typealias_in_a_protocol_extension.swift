protocol AliasedNote {
    static var tag: String { get }
}

extension AliasedNote {
    typealias Sputnik = AliasedCache<Self>
}

struct AliasedCache<T: AliasedNote> {
    static func describe() -> String { "cache of \(T.tag)" }
}

struct AliasedFull: AliasedNote { static let tag = "full" }
struct AliasedBrief: AliasedNote { static let tag = "brief" }

func run() {
    print(AliasedFull.Sputnik.describe())
    print(AliasedBrief.Sputnik.describe())
}
