struct Pair { let a: Int; let b: Int }
func make() -> Pair {
    return
        .init(a: 1, b: 2)
}
func sum(_ xs: [Int]) -> Int {
    return
        xs.reduce(0, +)
}
func nothing(_ flag: Bool) {
    if flag {
        return
    }
    guard !flag else { return }
}
