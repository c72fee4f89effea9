// Two statements on one line without a semicolon.
func both() -> Int {
    let a = 1 let b = 2
    return a + b
}
