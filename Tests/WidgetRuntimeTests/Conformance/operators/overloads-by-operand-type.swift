// A type's operator overloaded by its operands' types (`Vec * Int` and `Int * Vec`), each call running the one its
// operands choose; a postfix operator taking its operand `inout` changes the variable.
struct OoVec: CustomStringConvertible {
    var x: Int, y: Int
    static func * (a: OoVec, k: Int) -> OoVec { OoVec(x: a.x * k, y: a.y * k) }
    static func * (k: Int, a: OoVec) -> OoVec { a * k }
    static func * (a: OoVec, b: OoVec) -> Int { a.x * b.x + a.y * b.y }
    static func + (a: OoVec, b: OoVec) -> OoVec { OoVec(x: a.x + b.x, y: a.y + b.y) }
    var description: String { "(\(x),\(y))" }
}

postfix operator +++
postfix func +++ (v: inout OoVec) { v.x += 1; v.y += 1 }

func run() {
    var p = OoVec(x: 1, y: 2)
    print(p * 3, 2 * p, p * p, 3 * p + p * 2)
    p+++
    p+++
    print(p, [OoVec(x: 1, y: 0), OoVec(x: 0, y: 1)].map { 5 * $0 })
}
