struct RGB {
    var value: UInt32
    static let tint = RGB(value: 0x34C7_59)
    static let warning = RGB(value: 0xFFCC00)
    static let mask: UInt32 = 0xff
    var red: Double { Double((value >> 16) & 0xFF) / 255 }
}
