func run() {
    for n in [0, 5, 10, 255, 4096, -255] {
        print(n, String(n, radix: 2), String(n, radix: 8), String(n, radix: 16), String(n, radix: 36))
    }
    print(String(UInt8(200), radix: 16, uppercase: true))
    print(Int("-ff", radix: 16) ?? 0, UInt8("256") == nil, UInt8("255") ?? 0)
}
