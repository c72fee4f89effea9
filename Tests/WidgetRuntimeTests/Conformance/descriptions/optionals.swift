struct DescItem { var name: String }

func run() {
    let a: Int? = 3
    let b: Int? = nil
    let s: String? = "text"
    print(a as Any, b as Any, s as Any)
    print([a, b])
    print([s, nil])
    print(String(describing: a), String(describing: b))
    let item: DescItem? = DescItem(name: "x")
    print(item as Any)
    let nested: Int?? = .some(nil)
    print(nested as Any)
    print(a.map { $0 * 2 } as Any)
}
