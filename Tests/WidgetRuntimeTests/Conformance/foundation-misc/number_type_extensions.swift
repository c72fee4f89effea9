// Extensions of Foundation's number types: Decimal's members, and CGFloat's, on values of those types.
import Foundation
extension Decimal {
    var decDoubled: Decimal { self * 2 }
    func decPlus(_ other: Decimal) -> Decimal { self + other }
}
extension CGFloat {
    var cgHalf: CGFloat { self / 2 }
}
func run() {
    let d: Decimal = 1.25
    print(d.decDoubled, d.decPlus(0.5))
    let c: CGFloat = 3
    print(c.cgHalf)
}
