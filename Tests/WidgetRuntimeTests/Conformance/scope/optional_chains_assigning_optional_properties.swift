final class QueueNode {
    let name: String
    var previous: QueueNode?
    var next: QueueNode?
    init(_ name: String) { self.name = name }
}

func run() {
    let a = QueueNode("a"), b = QueueNode("b"), c = QueueNode("c")
    a.next = b; b.previous = a; b.next = c; c.previous = b
    // Take b out: each neighbour's link skips it.
    b.previous?.next = b.next
    b.next?.previous = b.previous
    b.previous = nil; b.next = nil
    print(a.next?.name ?? "-", c.previous?.name ?? "-", b.next?.name ?? "-")
    c.next?.next = a
    a.previous?.next = nil
    print(c.next == nil, a.previous == nil)
}
