struct DescribedPoint {
    let x: Int
    let y: Int
}

func run() {
    print(String(describing: 42), String(describing: "text"), String(describing: [1, 2]))
    print(String(reflecting: "text"), String(reflecting: 3.5))
    print("quote\"s".debugDescription)
    print(String(describing: DescribedPoint(x: 1, y: 2)))
    print(String(describing: Optional("a")), String(describing: Optional<Int>.none))
    print(String(42), String(3.25), String(true), String(Character("c")))
    print([String(reflecting: "a"), "b"].description)
}
