func all<each T: Equatable>(_ lhs: repeat each T, _ rhs: repeat each T) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}
struct Tuple<each Element> {
    var elements: (repeat each Element)
}
