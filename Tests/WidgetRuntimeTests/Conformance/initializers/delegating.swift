struct InitRect {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    init(center: (Double, Double), size: Double) {
        self.init(x: center.0 - size / 2, y: center.1 - size / 2, width: size, height: size)
    }
    init(square size: Double) { self.init(center: (size / 2, size / 2), size: size) }
}

func run() {
    let r = InitRect(center: (5, 5), size: 4)
    print(r.x, r.y, r.width, r.height)
    let s = InitRect(square: 2)
    print(s.x, s.y, s.width)
}
