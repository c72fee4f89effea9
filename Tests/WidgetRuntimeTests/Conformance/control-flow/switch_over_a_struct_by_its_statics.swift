// `switch` over a struct whose values are named by statics (`static let swallow = Self(rawValue: "Bird 1")`, as a
// `RawRepresentable` struct of known values is written): `case .swallow:` matches the value equal to that static,
// in the type's own members and outside, with a default for the others.
struct SwsBird: RawRepresentable, Hashable {
    var rawValue: String
    static let swallow = SwsBird(rawValue: "Bird 1")
    static let dove = SwsBird(rawValue: "Bird 2")
    static var robin: SwsBird { SwsBird(rawValue: "Bird 3") }

    var name: String {
        switch self {
        case .swallow: return "Swallow"
        case .dove: return "Dove"
        case .robin: return "Robin"
        default: return "unknown"
        }
    }
}

func swsWings(_ bird: SwsBird) -> Int {
    switch bird {
    case .swallow, .dove: return 2
    default: return 0
    }
}

func run() {
    let birds = [SwsBird.swallow, .dove, .robin, SwsBird(rawValue: "Bird 1"), SwsBird(rawValue: "Bird 9")]
    print(birds.map(\.name), birds.map(swsWings))
    if case .dove = SwsBird(rawValue: "Bird 2") { print("a dove") }
}
