// A parenthesis closed by a bracket.
func pair() -> (Int, Int) {
    return (1, 2]
}
