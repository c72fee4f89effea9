func run() {
    print(Int8.min, Int8.max, UInt8.min, UInt8.max)
    print(Int16.max, Int32.min, UInt32.max)
    print(Int64.max, Int.max == Int64.max, UInt64.max)
    print(Int.bitWidth, Int8.bitWidth, UInt16.bitWidth)
    print(Int.isSigned, UInt.isSigned)
    print(Int.zero, UInt8.zero)
}
