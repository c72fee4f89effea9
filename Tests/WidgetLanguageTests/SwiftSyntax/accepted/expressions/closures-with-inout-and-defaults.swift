func mutateAll(_ values: inout [Int], with body: (inout Int) -> Void) {
    for i in values.indices { body(&values[i]) }
}
func use() -> [Int] {
    var v = [1, 2, 3]
    mutateAll(&v) { $0 *= 2 }
    mutateAll(&v) { (x: inout Int) in x += 1 }
    return v
}
