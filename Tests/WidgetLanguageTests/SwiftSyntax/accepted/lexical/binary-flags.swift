struct Flags {
    static let bold: UInt8 = 0b0000_0001
    static let italic: UInt8 = 0b0000_0010
    static let underline: UInt8 = 0b0000_0100
    static let all: UInt8 = 0b111
}
