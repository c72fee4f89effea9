func notGenerics(a: Int, b: Int, c: Int, d: Int) -> Bool {
    let x = a < b
    let y = c > d
    let z = (a < b) == (c > d)
    let w = a < b && c > d
    return x || y || z || w
}
