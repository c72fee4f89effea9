func bindings() -> Int {
    let a = 1, b = 2, c = 3
    var x = 0, y: Int = 1, z: Double = 2
    let d: Int, e: Int
    d = 4; e = 5
    var r = 0, g = 0, bl = 0
    r += 1; g += 1; bl += 1; x += 1; y += 1; z += 1
    return a + b + c + d + e + r + g + bl + x + y + Int(z)
}
