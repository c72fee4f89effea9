struct Cache<Key: Hashable, Value> { var store: [Key: Value] = [:] }
func make() {
    var c = Cache<String, Int>()
    c.store["a"] = 1
    let empty = Cache<Int, [String]>.init()
    let type = Cache<String, Int>.self
    let nested = Cache<String, Cache<Int, Int>>()
    print(c, empty, type, nested)
}
