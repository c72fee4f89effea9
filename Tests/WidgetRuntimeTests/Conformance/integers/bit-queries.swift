func run() {
    let x: UInt8 = 0b0010_1100
    print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
    print(Int(1).leadingZeroBitCount, Int(0).trailingZeroBitCount)
    print(UInt16(0x1234).byteSwapped == 0x3412, UInt32(1).bigEndian == UInt32(1).byteSwapped)
    print((255 as UInt8).nonzeroBitCount, (-1 as Int8).nonzeroBitCount)
    print(Int.max.nonzeroBitCount, Int.min.trailingZeroBitCount)
}
