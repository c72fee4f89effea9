func bind(_ point: (Int, Int)) -> Int {
    let (x, y) = point
    var (a, b) = point
    a += 1; b += 1
    switch point {
    case let (p, q): return p + q + x + y + a + b
    }
}
