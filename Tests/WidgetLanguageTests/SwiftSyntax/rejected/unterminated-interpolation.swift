// An interpolation that never closes its parenthesis.
func label(_ n: Int) -> String {
    "count: \(n"
}
