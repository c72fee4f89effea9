struct RetBox { let n: Int; let label: String }
func make(_ n: Int) -> RetBox {
    let doubled = n * 2
    return
        .init(n: doubled, label: "box")
}
func total(_ xs: [Int]) -> Int {
    return
        xs.reduce(0, +)
}
func early(_ flag: Bool) -> String {
    if flag {
        return "early"
    }
    return "late"
}
func run() {
    print(make(3).n, make(3).label, total([1, 2, 3]), early(true), early(false))
}
