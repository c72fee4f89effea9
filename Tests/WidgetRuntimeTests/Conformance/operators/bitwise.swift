func run() {
    let a = 0b1100, b = 0b1010
    print(a & b, a | b, a ^ b)
    print(~a, ~0, ~(-1))
    print(1 << 4, 256 >> 3, -16 >> 2)
    print(-1 & 0xFF, 0xF0 | 0x0F)
    let flags: UInt8 = 0b0000_0101
    print(flags & 0b100 != 0, flags & 0b10 != 0)
    print(~flags, flags << 6)
}
