infix operator <+> : AdditionPrecedence

protocol MonMonoid {
    static var empty: Self { get }
    static func <+> (a: Self, b: Self) -> Self
}

extension Int: MonMonoid {
    static var empty: Int { 0 }
    static func <+> (a: Int, b: Int) -> Int { a + b }
}

extension String: MonMonoid {
    static var empty: String { "" }
    static func <+> (a: String, b: String) -> String { a + b }
}

struct MonMax: MonMonoid {
    let value: Int
    static var empty: MonMax { MonMax(value: .min) }
    static func <+> (a: MonMax, b: MonMax) -> MonMax { a.value >= b.value ? a : b }
}

func monConcat<M: MonMonoid>(_ xs: [M]) -> M { xs.reduce(M.empty, <+>) }

func run() {
    print(monConcat([1, 2, 3]), monConcat(["a", "b"]), monConcat([MonMax(value: 3), MonMax(value: 9)]).value)
    print(monConcat([Int]()), monConcat([String]()).isEmpty, 2 <+> 3 <+> 4, "x" <+> "y")
    print([[1, 2], [3]].map { monConcat($0) }, zip([1, 2], [10, 20]).map(<+>))
}
