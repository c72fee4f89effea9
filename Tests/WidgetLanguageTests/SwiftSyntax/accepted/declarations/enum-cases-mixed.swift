enum Shape {
    case point
    case circle(radius: Double)
    case rect(Double, height: Double)
    case polygon(_ points: [(Double, Double)], closed: Bool)
    static let unit = Shape.circle(radius: 1)
    static func square(_ side: Double) -> Shape { .rect(side, height: side) }
}
