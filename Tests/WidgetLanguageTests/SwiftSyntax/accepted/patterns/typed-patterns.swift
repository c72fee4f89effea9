func typed() {
    let a: Int = 1
    let (b, c): (Int, String) = (2, "c")
    let d: [String: Int]? = nil
    var e: (x: Double, y: Double) = (0, 0)
    e.x = 1
    print(a, b, c, d as Any, e)
}
