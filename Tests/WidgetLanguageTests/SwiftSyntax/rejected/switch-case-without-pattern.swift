// 'case' followed directly by a colon.
func name(_ n: Int) -> String {
    switch n {
    case: return "?"
    default: return "other"
    }
}
