func choose(_ up: Bool) -> (Int) -> Int {
    up ? { $0 + 1 } : { $0 - 1 }
}
func pick(_ a: Int?, _ b: [Int]) -> Int {
    a != nil ? a! : b.isEmpty ? 0 : b[0]
}
