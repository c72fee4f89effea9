func run() {
    let a: UInt = 10, b: UInt = 3
    print(a - b, a * b, a / b, a % b)
    print(b &- a == UInt.max - 6)
    let bytes: [UInt8] = [0x12, 0xAB, 0xFF]
    print(bytes.map { String($0, radix: 16) })
    let combined = bytes.reduce(0) { ($0 << 8) | UInt32($1) }
    print(combined, String(combined, radix: 16))
    print(UInt8(200) / 3, UInt16(65535) % 256)
}
