func run() {
    print(Array(repeating: "-", count: 5).joined())
    print(Array(1...4), Array("abc"), Array(0..<3).map { $0 * 2 })
    var filled = [Int](repeating: 0, count: 4)
    for i in filled.indices {
        filled[i] = i * i
    }
    print(filled)
    print([String](), [Int](arrayLiteral: 1, 2))
    print(Array(repeating: [0], count: 2), Array([1, 2].reversed()))
}
