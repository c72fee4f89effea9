func run() {
    let r = 3..<10
    print(r[4], r[3..<5], Array(r[5..<8]), r[r.startIndex])
    let closed = 0...6
    print(closed.count, Array(closed)[2], closed.contains(6))
    let chunks = stride(from: 0, to: 7, by: 3).map { Array((0..<7)[$0..<min($0 + 3, 7)]) }
    print(chunks)
    let window = (0..<100)[10..<13]
    print(window.lowerBound, window.upperBound, window.count, window.map { $0 * 2 })
}
