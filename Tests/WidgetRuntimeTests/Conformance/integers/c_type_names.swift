// C's names of the integer types are the same types: `CInt` is `Int32`, `CUnsignedLongLong` is `UInt64`.
func run() {
    var hexValue: CUnsignedLongLong = 0
    hexValue = 0xFF8800
    let red = CInt((hexValue >> 16) & 0xFF)
    print(red, type(of: red), type(of: hexValue))
    print(CUnsignedChar(65), CShort.max, CInt.min, CUnsignedInt.bitWidth, CLongLong.isSigned)
    let small: CChar = 100
    print(small &+ 100, type(of: small))
    print(CUnsignedLong(7) * 6, CLong(-3))
}
