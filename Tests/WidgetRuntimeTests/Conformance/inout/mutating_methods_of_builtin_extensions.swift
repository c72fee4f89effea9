struct MutExtMarker: Identifiable { let id: Int; let label: String }

extension Array where Element: Identifiable {
    mutating func mutExtRemoveDuplicates() {
        self = reduce(into: [Element]()) { kept, item in
            if !kept.contains(where: { $0.id == item.id }) { kept.append(item) }
        }
    }
}

extension Array where Element == Int {
    mutating func mutExtReplaceAll() { self = [9, 9] }
    mutating func mutExtAppendTwice(_ x: Int) { append(x); append(x) }
    mutating func mutExtViaCopy() { var copy = self; copy.append(0); self = copy }
}

extension String {
    mutating func mutExtShout() { self = uppercased() + "!" }
}

struct MutExtHolder { var list: [Int] = [4] }

struct MutExtStack<E: Hashable>: Collection {
    private var items: [E]
    init() { items = [] }
    init(_ items: [E]) {
        self.init()
        for item in items where !self.items.contains(item) { self.items.append(item) }
    }
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(position: Int) -> E { items[position] }
    func index(after i: Int) -> Int { i + 1 }
}

func run() {
    var markers = [MutExtMarker(id: 1, label: "a"), MutExtMarker(id: 2, label: "b"), MutExtMarker(id: 1, label: "c")]
    markers.mutExtRemoveDuplicates()
    print(markers.map(\.label))
    var a = [1, 2]
    a.mutExtReplaceAll()
    var b = [1, 2]
    b.mutExtAppendTwice(3)
    var holder = MutExtHolder()
    holder.list.mutExtViaCopy()
    print(a, b, holder.list)
    var word = "hey"
    word.mutExtShout()
    print(word)
    let stack = MutExtStack([3, 1, 3, 2])
    print(stack.count, Array(stack))
}
