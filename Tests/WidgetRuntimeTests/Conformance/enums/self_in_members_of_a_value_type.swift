// `Self` written in the members of an enum and a struct names the type itself:
// the implicit members of `[Self]`, `Self?` and `-> Self` are its cases and
// statics, even where another enum of the program has cases of those names.
enum OtherTier { case pub, priv }

enum ShownTier: String, CaseIterable {
    case pub, priv, unlisted, direct

    static var defaults: [Self] { [.pub, .priv, .unlisted] }
    static func named(_ text: String) -> Self? { Self(rawValue: text) }
    func next() -> Self { self == .direct ? .pub : .direct }
}

extension ShownTier {
    static var restricted: [Self] { [.priv, .direct] }
    var isOpen: Bool { Self.defaults.contains(self) }
}

struct TierBadge {
    var label: String
    static var samples: [Self] { [.init(label: "a"), .init(label: "b")] }
    static func make(_ label: String) -> Self { .init(label: label) }
    static var blank: Self { Self(label: "-") }
}

// A member of another type that gives `.blank`: `Self` there is TierBadge's, not the maker's.
struct TierBadgeMaker {
    func fallback() -> TierBadge { .blank }
    func tiers() -> [ShownTier] { ShownTier.defaults + ShownTier.restricted }
}

func run() {
    print(ShownTier.defaults.map(\.rawValue), ShownTier.restricted.map(\.rawValue))
    print(ShownTier.named("priv")?.rawValue ?? "none", ShownTier.named("x") == nil, ShownTier.pub.next(), ShownTier.direct.next())
    print(ShownTier.allCases.filter(\.isOpen).count, OtherTier.priv)
    print(TierBadge.samples.map(\.label), TierBadge.make("z").label)
    print(TierBadgeMaker().fallback().label, TierBadgeMaker().tiers().count)
}
