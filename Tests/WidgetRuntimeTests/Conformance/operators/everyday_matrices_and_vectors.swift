import Foundation

struct EvMatrix2: Equatable, CustomStringConvertible {
    var a, b, c, d: Double
    static let identity = EvMatrix2(a: 1, b: 0, c: 0, d: 1)
    static func * (l: EvMatrix2, r: EvMatrix2) -> EvMatrix2 {
        EvMatrix2(a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d, c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d)
    }
    static func *= (l: inout EvMatrix2, r: EvMatrix2) { l = l * r }
    var description: String { "[\(a) \(b); \(c) \(d)]" }
}

infix operator *** : MultiplicationPrecedence
func *** (base: EvMatrix2, n: Int) -> EvMatrix2 {
    var result = EvMatrix2.identity
    for _ in 0..<n { result *= base }
    return result
}

struct EvVec: AdditiveArithmetic, CustomStringConvertible {
    var x: Double, y: Double
    static var zero: EvVec { EvVec(x: 0, y: 0) }
    static func + (l: EvVec, r: EvVec) -> EvVec { EvVec(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: EvVec, r: EvVec) -> EvVec { EvVec(x: l.x - r.x, y: l.y - r.y) }
    static prefix func - (v: EvVec) -> EvVec { EvVec(x: -v.x, y: -v.y) }
    var description: String { "(\(x), \(y))" }
}

func evSum<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }

func run() {
    let fib = EvMatrix2(a: 1, b: 1, c: 1, d: 0)
    print(fib *** 10, (fib *** 10).b, EvMatrix2.identity == fib *** 0)
    let vs = [EvVec(x: 1, y: 2), EvVec(x: 3, y: -1), -EvVec(x: 0.5, y: 0.5)]
    print(evSum(vs), evSum([1, 2, 3]), evSum([0.5, 0.25]), vs[0] - vs[1])
    let n = 1_000_003
    let limit = Int(Double(n).squareRoot())
    print((2...limit).contains { n % $0 == 0 } ? "composite" : "prime", (1..<10).contains { $0 * $0 == 49 })
}
