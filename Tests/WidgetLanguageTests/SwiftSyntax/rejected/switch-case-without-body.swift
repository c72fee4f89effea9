// A case label with no statements.
func name(_ n: Int) -> String {
    switch n {
    case 0:
    default: return "other"
    }
    return "zero"
}
