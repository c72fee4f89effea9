struct Shelf: Collection {
    private var books: [String]
    init(_ books: [String]) { self.books = books }
    var startIndex: Int { books.startIndex }
    var endIndex: Int { books.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String { books[position] }
}

struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

extension Shelf {
    var summary: String { "\(count) books: " + map { $0.uppercased() }.joined(separator: ", ") }
}

func run() {
    let shelf = Shelf(["dune", "emma", "ulysses"])
    print(shelf.count, shelf.isEmpty, shelf.first ?? "-", shelf[1])
    print(shelf.map { $0.count }, shelf.filter { $0.contains("u") })
    print(shelf.contains("emma"), shelf.contains { $0.hasPrefix("z") })
    print(shelf.reduce(0) { $0 + $1.count }, shelf.sorted(by: >))
    var titles: [String] = []
    for book in shelf { titles.append(book) }
    print(titles, shelf.summary)
    print(Array(shelf.prefix(2)), shelf.firstIndex(of: "emma") ?? -1, shelf.joined(separator: "+"))
    print(Array(Countdown(current: 3)), Countdown(current: 4).map { $0 * 10 })
    for n in Countdown(current: 2) { print("tick", n) }
    print(shelf.enumerated().map { "\($0.offset):\($0.element)" }, shelf.min() ?? "", shelf.dropFirst().count)
}
