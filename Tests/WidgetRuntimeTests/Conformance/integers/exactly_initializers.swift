import Foundation
func run() {
    print(Double(exactly: 3) ?? -1, Double(exactly: Int.max) == nil, Double(exactly: 2.5) ?? -1, Double(exactly: Double.nan) == nil)
    print(Bool(exactly: NSNumber(value: 1)) ?? false, Bool(exactly: NSNumber(value: 0)) ?? true, Bool(exactly: NSNumber(value: 2)) == nil)
    print(Double(exactly: 9_007_199_254_740_993) == nil, Double(exactly: UInt8(200)) ?? -1, Int(exactly: 4.0) ?? -1, Int(exactly: 4.5) == nil)
}
