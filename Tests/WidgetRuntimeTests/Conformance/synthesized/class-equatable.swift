final class SynNode: Equatable {
    var value: Int
    init(_ value: Int) { self.value = value }
    static func == (a: SynNode, b: SynNode) -> Bool { a.value == b.value }
}

func run() {
    let a = SynNode(1), b = SynNode(1), c = a
    print(a == b, a === b, a === c)
    c.value = 2
    print(a.value, a == b, [a, b].contains(SynNode(2)))
}
