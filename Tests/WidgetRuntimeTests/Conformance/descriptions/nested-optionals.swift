func run() {
    let nested: Int?? = .some(nil)
    let full: Int?? = .some(3)
    let none: Int?? = nil
    print(nested as Any, full as Any, none as Any)
    print(nested == nil, full == 3, none == nil)
    if let inner = nested { print("outer", inner as Any, inner == nil) }
    if let inner = full, let value = inner { print("both", value) }
    for value in [nested, full, none] {
        switch value {
        case .some(.none): print("some none")
        case .some(.some(let v)): print("value", v)
        case .none: print("none")
        }
    }
}
