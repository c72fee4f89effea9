func outer(_ items: [Int]) -> [Int] {
    func double(_ x: Int) -> Int { x * 2 }
    func isEven(_ x: Int) -> Bool { x % 2 == 0 }
    func recurse(_ n: Int) -> Int { n <= 0 ? 0 : n + recurse(n - 1) }
    return items.filter(isEven).map(double) + [recurse(3)]
}
