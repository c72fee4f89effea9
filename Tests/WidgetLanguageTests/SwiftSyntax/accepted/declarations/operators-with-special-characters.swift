infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }
infix operator <*> : AdditionPrecedence
func <*> (a: Int, b: Int) -> Int { a * b + a }
infix operator =~ : ComparisonPrecedence
func =~ (text: String, pattern: String) -> Bool { text.contains(pattern) }
prefix operator ~~
prefix func ~~ (x: Int) -> Int { ~x }
infix operator •
func • (a: Double, b: Double) -> Double { a * b }
func useThem() -> Bool {
    var cache: Int? = nil
    cache ??= 4
    return (2 <*> 3) > 0 && "abc" =~ "b" && ~~0 != 0 && (1 • 2) > 0
}
