protocol GenericContainer {
    associatedtype Item
    var all: [Item] { get }
    mutating func add(_ item: Item)
}

struct IntShelf: GenericContainer {
    var all: [Int] = []
    mutating func add(_ item: Int) { all.append(item * 10) }
}

struct WordShelf: GenericContainer {
    var all: [String] = []
    mutating func add(_ item: String) { all.append(item.uppercased()) }
}

func genericsFill<C: GenericContainer>(_ container: inout C, with items: [C.Item]) {
    for item in items { container.add(item) }
}

func run() {
    var ints = IntShelf()
    genericsFill(&ints, with: [1, 2, 3])
    print(ints.all)
    var words = WordShelf()
    genericsFill(&words, with: ["hi", "there"])
    print(words.all, words.all.count)
}
