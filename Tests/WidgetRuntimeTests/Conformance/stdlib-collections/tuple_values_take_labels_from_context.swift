struct TupLruCache<Key: Hashable, Value> {
    private var store: [Key: (value: Value, hits: Int)] = [:]
    mutating func get(_ key: Key) -> Value? {
        guard let entry = store[key] else { return nil }
        store[key] = (entry.value, entry.hits + 1)
        return entry.value
    }
    mutating func put(_ key: Key, _ value: Value) { store[key] = (value, 0) }
    var hottest: Key? { store.max { $0.value.hits < $1.value.hits }?.key }
}

func tupMinMax(_ xs: [Int]) -> (min: Int, max: Int) {
    var result = (xs[0], xs[0])
    for x in xs { result = (Swift.min(result.0, x), Swift.max(result.1, x)) }
    return result
}

func run() {
    var cache = TupLruCache<String, Int>()
    cache.put("a", 1)
    cache.put("b", 2)
    _ = cache.get("b")
    print(cache.hottest ?? "-", cache.get("a") ?? 0)
    let range = tupMinMax([4, -2, 9])
    print(range, range.min, range.max)
    var points: [(x: Int, y: Int)] = []
    points.append((1, 2))
    points += [(3, 4)]
    print(points.map { $0.x + $0.y }, points[0])
}
