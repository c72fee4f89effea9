func run() {
    print(String(255, radix: 16), String(255, radix: 16, uppercase: true))
    print(String(5, radix: 2), String(-10, radix: 2), String(64, radix: 8))
    print(String(35, radix: 36))
    print(Int("ff", radix: 16)!, Int("FF", radix: 16)!, Int("101", radix: 2)!)
    print(Int("z", radix: 36)!, Int("g", radix: 16) == nil)
    let binary = String(9, radix: 2)
    print(String(repeating: "0", count: 8 - binary.count) + binary)
    print(String(UInt8(200), radix: 16))
}
