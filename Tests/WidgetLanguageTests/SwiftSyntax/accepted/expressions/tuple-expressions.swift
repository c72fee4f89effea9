func tuples() -> Int {
    let point = (x: 1, y: 2)
    let unlabeled = (1, "a", true)
    let (a, b, _) = unlabeled
    let sum = point.x + point.y + point.0
    let single = (5)
    let nested = ((1, 2), (3, (4, 5)))
    return sum + single + nested.1.1.0 + (b.isEmpty ? 0 : a)
}
