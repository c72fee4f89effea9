import Foundation
extension UInt16 {
    init(_ high: UInt8, _ low: UInt8) {
        self = UInt16(high) << 8 + UInt16(low)
    }
    init(_ data: Data) {
        self = UInt16(data[data.startIndex + 1]) << 8 + UInt16(data[data.startIndex])
    }
}
extension Int {
    init(percent text: String) { self = Int(text.dropLast()) ?? 0 }
}
func run() {
    let patch = Data([0x01, 0x02, 0x03, 0x04])
    print(UInt16(patch[0...1]), UInt16(patch[2...3]), UInt16(1, 2), UInt16(7))
    print(Int(percent: "42%"), Int("5") ?? 0)
}
