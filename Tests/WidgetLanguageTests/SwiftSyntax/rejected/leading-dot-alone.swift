// A dot with no member name.
func choose() -> Int? {
    let x: Int? = .
    return x
}
