final class SeqNode<T> {
    let value: T
    let next: SeqNode<T>?
    init(_ value: T, next: SeqNode<T>?) { self.value = value; self.next = next }
}

struct SeqList<T>: Sequence {
    private var head: SeqNode<T>?
    mutating func push(_ v: T) { head = SeqNode(v, next: head) }
    func makeIterator() -> AnyIterator<T> {
        var current = head
        return AnyIterator {
            defer { current = current?.next }
            return current?.value
        }
    }
}

struct SeqCountdown: Sequence {
    let from: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = from
        return AnyIterator { n > 0 ? { defer { n -= 1 }; return n }() : nil }
    }
}

func run() {
    var list = SeqList<String>()
    for w in ["a", "b", "c"] { list.push(w) }
    print(Array(list), list.map { $0.uppercased() })
    print(list.contains("a"), list.first { $0 > "a" } ?? "none", list.reduce("") { $0 + $1 })
    for w in list { print(w, terminator: " ") }
    print()
    print(Array(SeqCountdown(from: 4)), SeqCountdown(from: 3).filter { $0 != 2 })
    let it = SeqCountdown(from: 2).makeIterator()
    print(it.next() ?? 0, it.next() ?? 0, it.next() ?? 0)
}
