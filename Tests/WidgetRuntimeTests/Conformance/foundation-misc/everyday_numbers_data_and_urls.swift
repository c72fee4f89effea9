import Foundation
func run() {
    print(pow(2.0, 10.0) as Double, sqrt(2.0), floor(-2.5), ceil(2.1), round(2.5), round(-2.5), (2.675 * 100).rounded() / 100)
    print(Int.random(in: 5...5), abs(Int.min + 1), 17.quotientAndRemainder(dividingBy: 5), (-17).signum(), 12.isMultiple(of: 4))
    print(Double(7).truncatingRemainder(dividingBy: 2.5), 7.0.remainder(dividingBy: 2.5), fmod(7.5, 2), Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any)
    print(Int(3.99), Int(-3.99), Int((3.5).rounded(.toNearestOrEven)), Int((4.5).rounded(.toNearestOrEven)), (1.23456).rounded(.towardZero))
    print(Double("1e3")!, Double("abc") as Any, Int("+7")!, Int(" 7") as Any, Float("2.5")!, Double(".5")!)
    print(UInt8(truncatingIfNeeded: 300), Int16(clamping: 70000), Int8(exactly: 200) as Any, 255.nonzeroBitCount, 8.trailingZeroBitCount)
    print(Int.max &+ 1 == Int.min, 5 &* 3, UInt8(250) &+ 10, 1 << 62, -8 >> 1, ~0)
    print(min(3, 1, 2), max("b", "a"), [3.5, 1.5].min()!, (1...10).filter { $0.isMultiple(of: 3) }.reduce(0, +))
    print(Double.pi.rounded(.up), Double.greatestFiniteMagnitude > 1e300, Double.ulpOfOne < 1e-15, 0.1 + 0.2)
    print(String(format: "%.3e", 12345.678), String(format: "%g", 0.0001), String(format: "%08.3f", -3.14159), String(format: "%+d", 5))
    print(Decimal(string: "0.1")! + Decimal(string: "0.2")!, NSDecimalNumber(string: "1.005").doubleValue)
    let data = Data("hello".utf8)
    print(data.base64EncodedString(), data.count, Array(data.prefix(2)), String(data: Data(base64Encoded: "d29ybGQ=")!, encoding: .utf8)!)
    var comps = URLComponents(string: "https://example.com/path/to?q=1&x=y%20z")!
    print(comps.host!, comps.path, comps.queryItems!.map { "\($0.name)=\($0.value ?? "")" })
    comps.queryItems?.append(URLQueryItem(name: "new", value: "a b"))
    print(comps.url!.absoluteString)
    let url = URL(string: "https://example.com/a/b/file.txt")!
    print(url.lastPathComponent, url.pathExtension, url.deletingLastPathComponent().absoluteString, url.appendingPathComponent("x").path)
    print(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!.uuidString, UUID(uuidString: "nope") == nil)
}
