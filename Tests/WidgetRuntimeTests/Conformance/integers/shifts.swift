func run() {
    print(1 << 3, 1 << 0, 8 >> 2, -8 >> 1)
    print(1 << 64, 1 << 70, -1 >> 70, 5 >> 64)
    print(8 << -1, 1 >> -3)
    let byte: UInt8 = 0b1000_0001
    print(byte << 1, byte >> 1, byte &<< 9, byte &>> 9)
    print(Int8(-128) >> 7, UInt8(128) >> 7)
}
