struct FibNumbers: Sequence {
    let limit: Int
    func makeIterator() -> FibIterator { FibIterator(limit: limit) }
}

struct FibIterator: IteratorProtocol {
    let limit: Int
    var a = 0, b = 1
    mutating func next() -> Int? {
        guard a <= limit else { return nil }
        defer { (a, b) = (b, a + b) }
        return a
    }
}

struct Ring<Element>: RandomAccessCollection {
    var items: [Element]
    var offset: Int
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(position: Int) -> Element { items[(position + offset) % items.count] }
}

final class Pages: Sequence {
    var titles = ["a", "b"]
    func makeIterator() -> IndexingIterator<[String]> { titles.makeIterator() }
}

func run() {
    let fib = FibNumbers(limit: 20)
    print(Array(fib), fib.reduce(0, +), fib.contains(13), fib.max() ?? -1)
    print(fib.filter { $0.isMultiple(of: 2) }, fib.first { $0 > 4 } ?? -1)
    let ring = Ring(items: ["x", "y", "z"], offset: 1)
    print(ring.count, ring.first ?? "", ring.last ?? "", Array(ring.reversed()), ring.map { $0 + "!" })
    print(ring.indices.map { $0 }, ring.isEmpty, ring.dropLast().joined())
    var seen = 0
    for (index, item) in ring.enumerated() where index > 0 { seen += 1; print(index, item) }
    print(seen, ring.sorted(), Pages().map { $0.uppercased() })
}
