func parens(_ a: Int, _ b: Int) -> Int {
    ((a + b) * (a - b)) / ((((1))))
}
