func positions(_ x: (Int, Int)?) -> Int {
    if case let (a, b)? = x { return a + b }
    if case (let a, _)? = x { return a }
    guard let (a, b) = x else { return 0 }
    return a * b
}
