struct SizedPixel {
    var red: UInt8
    var alpha: UInt8 = 255
}

func sizedMix(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8((UInt16(a) + UInt16(b)) / 2)
}

func run() {
    var pixel = SizedPixel(red: 200)
    pixel.red &+= 100
    print(pixel.red, pixel.alpha, sizedMix(pixel.alpha, 1))
    let bytes: [UInt8] = [1, 2, 250]
    print(bytes.reduce(0, &+), bytes.map { $0 &* 2 }, bytes.max() ?? 0)
    print(UInt8(bitPattern: -1), Int8(bitPattern: 200), Int(bitPattern: UInt.max))
    let m = Int.max.multipliedFullWidth(by: 4)
    print(m.high, m.low, Int8.min.magnitude, (-5 as Int16).magnitude)
    print(UInt64.max > Int64.max, Int8(-1) < UInt8(1), UInt32(7) == 7)
    let big: UInt64 = 1 << 63
    print(big, big >> 60, String(big, radix: 16), Double(big))
    var total: Int32 = 0
    for step in [Int32(5), -3, 1_000] { total += step }
    print(total, total.signum(), Int16(-300).signum(), UInt16(42).quotientAndRemainder(dividingBy: 5))
    let maybe: UInt8? = 7
    print(maybe.map { $0 + 1 } ?? 0, UInt8(exactly: 255.0) ?? 0, UInt8(exactly: 255.5) == nil)
    print(Int8(truncatingIfNeeded: 0x1FF), UInt16(clamping: -4), Int(UInt8.max) + 1)
}
