struct Rect {
    var width = 0.0, height = 0.0
    var area: Double { width * height }
    var isSquare: Bool { return width == height }
    var size: (Double, Double) {
        get { (width, height) }
        set { (width, height) = newValue }
    }
    var halfWidth: Double {
        get { width / 2 }
        set(newHalf) { width = newHalf * 2 }
    }
    var asyncValue: Int { get async { 1 } }
    var throwingValue: Int { get throws { 2 } }
    var both: Int { get async throws { 3 } }
}
