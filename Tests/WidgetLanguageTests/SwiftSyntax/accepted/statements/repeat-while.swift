func countdown(from start: Int) -> [Int] {
    var out: [Int] = []
    var n = start
    repeat {
        out.append(n)
        n -= 1
    } while n > 0
    return out
}
