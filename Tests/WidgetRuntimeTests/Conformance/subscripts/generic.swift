struct SubBag {
    var values: [String: Any] = [:]
    subscript<T>(_ key: String, as type: T.Type) -> T? { values[key] as? T }
}

struct SubStore<Value> {
    var items: [Value]
    subscript(wrapping index: Int) -> Value { items[(index % items.count + items.count) % items.count] }
}

func run() {
    var bag = SubBag()
    bag.values["n"] = 4
    bag.values["s"] = "text"
    print(bag["n", as: Int.self] ?? 0, bag["s", as: Int.self] ?? 0)
    print(bag["s", as: String.self] ?? "-")
    let store = SubStore(items: ["a", "b", "c"])
    print(store[wrapping: 4], store[wrapping: -1], store[wrapping: 3])
}
