infix operator **: MultiplicationPrecedence
prefix operator +++
postfix operator ***
infix operator <=>
infix operator |>: ForwardPipePrecedence
precedencegroup ForwardPipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
    assignment: false
}
infix operator ^^: ExponentPrecedence
func ** (base: Double, power: Double) -> Double { pow(base, power) }
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
extension Int {
    static prefix func +++ (x: Int) -> Int { x + 3 }
    static postfix func *** (x: Int) -> Int { x * 3 }
    static func <=> (a: Int, b: Int) -> Int { a < b ? -1 : a > b ? 1 : 0 }
}
