// A type nested in a generic type uses the enclosing type's parameter, in a default value and a signature.
struct NestedCache<T> {
    private struct State {
        var entries = [String: T]()
        var order: [String] = []
    }
    private var state = State()

    mutating func put(_ key: String, _ value: T) {
        if state.entries[key] == nil { state.order.append(key) }
        state.entries[key] = value
    }

    func get(_ key: String) -> T? { state.entries[key] }
    var keys: [String] { state.order }
}

func run() {
    var numbers = NestedCache<Int>()
    numbers.put("a", 1)
    numbers.put("b", 2)
    numbers.put("a", 3)
    print(numbers.get("a") ?? 0, numbers.get("z") ?? -1, numbers.keys)
    var words = NestedCache<String>()
    words.put("x", "y")
    print(words.get("x") ?? "none")
}
