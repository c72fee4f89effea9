func destructure() -> Int {
    let (a, b) = (1, 2)
    let (c, (d, e)) = (3, (4, 5))
    var (f, g): (Int, Int) = (6, 7)
    let (_, h) = (8, 9)
    let (name: n, value: v) = (name: 1, value: 2)
    f += g; g = f
    return a + b + c + d + e + f + g + h + n + v
}
