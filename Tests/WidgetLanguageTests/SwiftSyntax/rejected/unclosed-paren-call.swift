// A call whose argument list is never closed.
func total() -> Int {
    let sum = max(1, min(2, 3)
    return sum
}
