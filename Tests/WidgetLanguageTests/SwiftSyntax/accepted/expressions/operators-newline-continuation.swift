func longExpression(a: Int, b: Int, c: Int) -> Bool {
    let total = a
        + b
        - c
    return total > 0
        && a != b
        || c == 0
}
