func run() {
    let prices = ["apple": 1.25, "pear": 2.0, "kiwi": 0.5]
    let doubled = prices.mapValues { $0 * 2 }
    print(doubled.keys.sorted().map { "\($0):\(doubled[$0]!)" })
    let labels = prices.mapValues { "$\($0)" }
    print(labels["pear"]!)
    let raw = ["a": "1", "b": "x", "c": "3"]
    let parsed = raw.compactMapValues { Int($0) }
    print(parsed.keys.sorted(), parsed.values.sorted())
    let cheap = prices.filter { $0.value < 1.5 }
    print(cheap.keys.sorted())
    print(prices.map { $0.key.count }.sorted())
}
