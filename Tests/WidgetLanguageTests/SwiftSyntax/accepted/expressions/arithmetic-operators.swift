func arithmetic(a: Int, b: Int, x: Double) -> Double {
    let sum = a + b, difference = a - b, product = a * b
    let quotient = a / max(b, 1), remainder = a % 7
    return Double(sum + difference + product + quotient + remainder) * x / 2.0 - 1
}
