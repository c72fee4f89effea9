func run() {
    let raw = "Ph: (555) 123-4567"
    let digits = raw.filter(\.isNumber)
    print(digits, digits.count)
    print(String(raw.map { $0.isNumber ? "#" : $0 }))
    print(raw.map { String($0) }.count)
    let shouted = "quiet please".map { $0.uppercased() }.joined()
    print(shouted)
    let codes = "ABC".map { Int($0.asciiValue!) }
    print(codes)
    print(String("hello".compactMap { $0 == "l" ? nil : $0 }))
}
