// 'else' at the end with no block.
func sign(_ x: Int) -> Int {
    if x > 0 { return 1 } else
}
