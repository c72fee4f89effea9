func anonymous() -> [Int] {
    [3, 1, 2].sorted { $0 < $1 }.map { $0 * 2 }
}
func tupleArgs() -> [Int] {
    [(1, 2), (3, 4)].map { $0.0 + $0.1 }
}
