enum GenBox<T> {
    case empty
    case full(T)
    func map<U>(_ f: (T) -> U) -> GenBox<U> {
        switch self {
        case .empty: return .empty
        case .full(let v): return .full(f(v))
        }
    }
    var value: T? { if case .full(let v) = self { return v }; return nil }
}

enum GenTree<T: Comparable> {
    case leaf
    indirect case node(GenTree, T, GenTree)
    func inserting(_ v: T) -> GenTree {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r): return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var sorted: [T] {
        if case let .node(l, x, r) = self { return l.sorted + [x] + r.sorted }
        return []
    }
}

enum GenEither<L, R> { case left(L), right(R) }

func run() {
    let b = GenBox.full(3)
    print(b.map { $0 * 2 }.value ?? 0, GenBox<Int>.empty.value ?? -1, b)
    print(b.map { "n\($0)" }.value ?? "-")
    var t = GenTree<Int>.leaf
    for v in [5, 3, 8, 1, 4] { t = t.inserting(v) }
    print(t.sorted)
    print(["kiwi", "apple", "fig"].reduce(GenTree<String>.leaf) { $0.inserting($1) }.sorted)
    let e: [GenEither<Int, String>] = [.left(1), .right("a")]
    for x in e {
        switch x {
        case .left(let n): print("L", n)
        case .right(let s): print("R", s)
        }
    }
}
