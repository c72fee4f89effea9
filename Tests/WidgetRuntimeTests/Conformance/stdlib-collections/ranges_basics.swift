func run() {
    let closed = 1...5
    let open = 0..<5
    print(closed.count, open.count, closed.lowerBound, open.upperBound)
    print(closed.contains(5), open.contains(5))
    print((0..<0).isEmpty, (3...3).count)
    print(Array(closed), Array(open.reversed()))
    print((0...10).clamped(to: 3...5), (1..<4).overlaps(3..<8), (1..<3).overlaps(3..<5))
    print(closed.map { $0 * $0 }.filter { $0 > 5 })
    print((1...100).reduce(0, +), (1...).prefix(3).map { $0 })
    let value = 42
    print((0..<10).contains(value), (40...50).contains(value), (..<50).contains(value), (10...).contains(5))
}
