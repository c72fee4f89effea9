// A parenthesised condition that is never closed.
func check(_ a: Int) {
    if (a > 1 { print(a) }
}
