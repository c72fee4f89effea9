func run() {
    let name: String? = "Ann"
    let age: Int? = nil
    if let name { print("name", name) }
    if let age { print("age", age) } else { print("no age") }
    if let n = name, n.count > 2, let first = n.first { print(first) }
    if case .some(let value) = name { print("some", value) }
    if case let count? = name?.count { print("count", count) }
    var maybe: Int? = 5
    if var m = maybe { m += 1; print(m) }
    maybe = nil
    print(maybe == nil)
}
