func shifts(_ v: Int) -> [Int] {
    let a: Array<Int> = [v >> 1, v << 2]
    let b: [Array<Int>] = [[v>>3]]
    return a + b.flatMap { $0 }
}
