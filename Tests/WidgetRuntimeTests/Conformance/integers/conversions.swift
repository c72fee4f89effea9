import Foundation

func run() {
    print(Int(3.9), Int(-3.9), Int(3.5.rounded()), Int((-3.5).rounded()))
    print(Int(exactly: 4.0) ?? -1, Int(exactly: 4.5) ?? -1)
    print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200), UInt16(truncatingIfNeeded: -1))
    print(Int8(clamping: 1000), Int8(clamping: -1000), UInt8(clamping: -5))
    print(Int8(exactly: 127) ?? 0, Int8(exactly: 128) == nil, UInt(exactly: -1) == nil)
    print(Double(Int.max) == 9.223372036854776e18, Int(Float(16777217)))
    let n: Int = 42
    let asDouble = Double(n) / 8
    print(asDouble, Int(asDouble), Float(n) / 8)
}
