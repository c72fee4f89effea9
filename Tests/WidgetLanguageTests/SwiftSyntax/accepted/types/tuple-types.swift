let pair: (Int, String) = (1, "one")
let labeled: (x: Double, y: Double) = (x: 0, y: 1)
let empty: () = ()
let nested: ((Int, Int), String) = ((1, 2), "p")
func minMax(_ a: [Int]) -> (min: Int, max: Int)? {
    guard let lo = a.min(), let hi = a.max() else { return nil }
    return (lo, hi)
}
