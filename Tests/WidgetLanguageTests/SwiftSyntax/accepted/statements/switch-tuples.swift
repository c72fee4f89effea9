func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "x axis"
    case (0, _): return "y axis"
    case (-2...2, -2...2): return "near"
    case let (x, y) where x == y: return "diagonal"
    case (let x, var y):
        y += x
        return "\(y)"
    }
}
