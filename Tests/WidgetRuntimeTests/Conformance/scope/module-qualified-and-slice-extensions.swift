import Foundation

extension Swift.Double {
    func roundedText(places: Int) -> String { String(format: "%.\(places)f", self) }
}

extension Foundation.Date {
    var yearOnlyValue: Int { Calendar(identifier: .gregorian).component(.year, from: self) }
}

public extension ArraySlice where Element == UInt8 {
    func startsWithByte(_ value: UInt8) -> Bool { first == value }
}

func run() {
    let bytes: [UInt8] = [7, 8, 9]
    print(2.345.roundedText(places: 1), Date(timeIntervalSince1970: 0).yearOnlyValue, bytes[1...].startsWithByte(8), bytes[...].startsWithByte(8))
}
