struct EndlessFib: Sequence, IteratorProtocol {
    private var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
func run() {
    print(Array(EndlessFib().lazy.filter { $0.isMultiple(of: 2) }.prefix(4)))
    print(EndlessFib().first(where: { $0 > 1000 }) ?? -1)
    print(EndlessFib().first { $0 > 1000 } ?? -1)
    print(Array(EndlessFib().prefix { $0 < 100 }).count)
    print(Array(EndlessFib().prefix(5)), EndlessFib().contains(89))
    for n in EndlessFib() { if n > 50 { print("stop at", n); break } }
}
