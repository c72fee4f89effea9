// A prefix operator with a space before its operand.
func negate(_ x: Int) -> Int {
    return - x
}
