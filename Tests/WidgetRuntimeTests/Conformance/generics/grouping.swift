func genericsGrouped<K: Hashable & Comparable, V>(_ items: [V], by key: (V) -> K) -> [(K, [V])] {
    var groups: [K: [V]] = [:]
    for item in items { groups[key(item), default: []].append(item) }
    return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
}

func run() {
    let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
    for (letter, group) in genericsGrouped(words, by: { $0.first ?? "?" }) {
        print(letter, group)
    }
    for (length, group) in genericsGrouped([1, 22, 333, 4, 55], by: { String($0).count }) {
        print(length, group.count)
    }
}
