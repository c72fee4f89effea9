infix operator <>: AdditionPrecedence
func <> (a: String, b: String) -> String { a + " " + b }
prefix operator ++
prefix func ++ (x: inout Int) -> Int { x += 1; return x }
postfix operator %
postfix func % (x: Double) -> Double { x / 100 }
func use() -> String {
    var n = 0
    _ = ++n
    let p = 50%
    return "a" <> "b" <> "\(p)"
}
