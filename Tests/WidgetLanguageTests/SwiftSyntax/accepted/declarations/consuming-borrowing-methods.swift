struct Buffer: ~Copyable {
    var bytes: [UInt8]
    borrowing func peek() -> UInt8? { bytes.first }
    consuming func finish() -> [UInt8] { bytes }
    mutating func append(_ b: UInt8) { bytes.append(b) }
    __consuming func legacy() {}
}
