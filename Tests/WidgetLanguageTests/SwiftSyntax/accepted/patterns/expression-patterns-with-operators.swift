// `switch true` whose cases are conditions: an expression pattern may hold comparisons and `&&`.
func classify(_ token: String) -> Int {
    switch true {
    case token == "name":
        return 1
    case token.hasPrefix("b") && token.count > 1, token.isEmpty:
        return 2
    case token != "z" || token.isEmpty:
        return 3
    default:
        return 0
    }
}
