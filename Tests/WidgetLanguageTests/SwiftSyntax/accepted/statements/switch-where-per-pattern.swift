enum Shape { case circle(r: Double), square(side: Double), line(length: Double), point }
func size(_ s: Shape) -> String {
    switch s {
    case .circle(let x) where x > 10, .square(let x) where x > 20:
        return "large \(x)"
    case .circle(let x) where x < 1,
         .square(let x) where x < 1,
         .line(let x):
        return "small or line \(x)"
    case .circle, .square, .point:
        return "medium"
    }
}
func bucket(_ n: Int, limit: Int) -> String {
    switch (n, limit) {
    case let (a, b) where a > b, let (a, b) where a == 0 && b > 0:
        return "over or zero \(a)"
    case (let a, _) where a < 0, (_, let a) where a < 0:
        return "negative \(a)"
    case (7, _), (8, _) where limit > 100:
        return "seven, or eight under a high limit"
    default:
        return "fine"
    }
}
