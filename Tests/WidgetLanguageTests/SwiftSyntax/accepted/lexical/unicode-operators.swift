infix operator ∈ : ComparisonPrecedence
func ∈ <T: Equatable>(lhs: T, rhs: [T]) -> Bool { rhs.contains(lhs) }
prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }
infix operator ≈ : ComparisonPrecedence
func ≈ (a: Double, b: Double) -> Bool { abs(a - b) < 0.0001 }
func demo() -> Bool { 3 ∈ [1, 2, 3] && √16 ≈ 4 }
