func loops(_ items: [String], _ table: [String: Int]) {
    for item in items { print(item) }
    for (index, item) in items.enumerated() { print(index, item) }
    for (key, value) in table { print(key, value) }
    for _ in 0..<3 { print("again") }
    for case let n? in [1, nil, 3] { print(n) }
    for item in items where item.hasPrefix("a") { print(item) }
    for var n in [1, 2] { n += 1; print(n) }
    for (i, (a, b)) in zip(items, items).enumerated() { print(i, a, b) }
}
