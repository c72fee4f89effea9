struct InitCircle {
    let radius: Double
    let area: Double
    let label: String
    init(radius: Double) {
        self.radius = radius
        area = 3.0 * radius * radius
        label = radius > 1 ? "large" : "small"
    }
}

func run() {
    let c = InitCircle(radius: 2)
    print(c.radius, c.area, c.label)
    print(InitCircle(radius: 0.5).label)
}
