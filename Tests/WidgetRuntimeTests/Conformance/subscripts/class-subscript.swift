final class SubRegistry {
    private var storage: [String: Int] = [:]
    subscript(name: String) -> Int? {
        get { storage[name] }
        set { storage[name] = newValue }
    }
    var names: [String] { storage.keys.sorted() }
}

func run() {
    let registry = SubRegistry()
    let alias = registry
    registry["a"] = 1
    alias["b"] = 2
    print(registry.names, registry["b"] ?? 0)
    alias["a"] = nil
    print(registry.names, registry["a"] == nil)
}
