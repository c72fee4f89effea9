enum Tree { case leaf(Int); indirect case node(Tree, Tree) }
func depth(_ t: Tree) -> Int {
    switch t {
    case .leaf: return 1
    case .node(.leaf, .leaf): return 2
    case let .node(l, r): return 1 + max(depth(l), depth(r))
    }
}
func qualified(_ o: Optional<Int>) -> Int {
    switch o {
    case Optional.some(let v): return v
    case Optional.none: return 0
    }
}
