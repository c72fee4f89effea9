struct DescGeneric<T> { var value: T }
enum DescKind { case a }

func run() {
    print(type(of: 1), type(of: "s"), type(of: 2.5), type(of: true))
    print(type(of: [1]), type(of: ["a": 1]), type(of: Set([1])))
    print(type(of: DescGeneric(value: 3)), DescKind.self)
    print(type(of: (1, "a")), type(of: Optional(1)))
    print(Int.self, [String].self, DescGeneric<Double>.self)
}
