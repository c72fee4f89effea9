// 'let' with no name to bind.
func compute() -> Int {
    let = 5
    return 0
}
