enum Shape { case rect(w: Int, h: Int), circle(r: Int) }
func area(_ s: Shape) -> Int {
    switch s {
    case let .rect(w, h): return w * h
    case .circle(let r): return 3 * r * r
    }
}
func mixed(_ s: Shape) -> Int {
    if case .rect(let w, var h) = s { h += w; return h }
    return 0
}
