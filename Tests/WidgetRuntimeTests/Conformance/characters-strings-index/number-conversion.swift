func run() {
    print(Int("42") ?? -1, Int("4x2") ?? -1, Int(" 42") ?? -1, Int("-17") ?? 0, Int("+5") ?? 0)
    print(Double("3.5") ?? 0, Double("1e3") ?? 0, Double("abc") == nil)
    print(String(255, radix: 16), String(255, radix: 2), String(255, radix: 16, uppercase: true))
    print(Int("ff", radix: 16) ?? -1, Int("1011", radix: 2) ?? -1, Int("z", radix: 36) ?? -1)
    print(String(42), String(-3.25), String(true))
    print(Int("99999999999999999999") == nil)
}
