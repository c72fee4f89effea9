// Dictionary's initializers called on the type written with brackets, and
// merging a dictionary with a sequence of (key, value) pairs.
func run() {
    let counts = [String: Int](uniqueKeysWithValues: [("a", 1), ("b", 2)])
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
    let byLength = [Int: [String]](grouping: ["hi", "yo", "hey"], by: { $0.count })
    print(byLength.keys.sorted(), byLength[2] ?? [])
    let summed = [String: Int]([("x", 1), ("x", 2), ("y", 5)], uniquingKeysWith: +)
    print(summed.sorted { $0.key < $1.key }.map(\.value))
    var tally = ["x": 1]
    tally.merge([("x", 10), ("z", 3)]) { old, new in old + new }
    print(tally.sorted { $0.key < $1.key }.map(\.value))
    let kept = tally.merging([("x", 0)], uniquingKeysWith: { first, _ in first })
    print(kept["x"] ?? -1, [String: Double]().isEmpty)
}
