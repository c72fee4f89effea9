struct DescBox { var value: Int }

func run() {
    print(String(describing: 42), String(describing: "s"), String(describing: 2.0))
    print(String(describing: DescBox(value: 1)))
    print(String(describing: [DescBox(value: 2)]))
    print(String(reflecting: "s"), String(reflecting: DescBox(value: 3)))
    print(String(describing: Int.self), String(describing: DescBox.self))
    print(String(describing: [1: "a"]))
    print("\(DescBox(value: 4))".count)
}
