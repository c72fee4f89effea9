// A binary operator without its right operand.
func add(_ a: Int) -> Int {
    return a +
}
