struct GenericDefaults<T> {
    static func make(_ value: T, count: Int) -> [T] { Array(repeating: value, count: count) }
    static var typeLabel: String { "Defaults<\(T.self)>" }
}

func run() {
    print(GenericDefaults<Int>.make(3, count: 2))
    print(GenericDefaults.make("z", count: 3))
    print(GenericDefaults<Int>.typeLabel)
    print(GenericDefaults<String>.typeLabel)
}
