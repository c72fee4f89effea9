// An array literal without its closing bracket.
func values() -> [Int] {
    let list = [1, 2, 3
    return list
}
