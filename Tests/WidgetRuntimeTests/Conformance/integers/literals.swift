func run() {
    print(0b1010, 0o17, 0xFF, 1_000_000)
    print(0x1p4, 1.5e2, 12_3.4_5)
    print(-0b11, 0xdead_beef)
    let n: UInt8 = 0b1111_1111
    let d: Double = 5
    let f: Float = 0.5
    print(n, d, f)
}
