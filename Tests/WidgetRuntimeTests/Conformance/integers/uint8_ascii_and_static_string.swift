final class UaBytes {
    var bytes: [UInt8] = []
    @discardableResult
    func append(_ text: StaticString) -> UaBytes {
        for scalar in "\(text)".unicodeScalars { bytes.append(UInt8(ascii: scalar)) }
        return self
    }
    @discardableResult
    func append(_ byte: UInt8) -> UaBytes { bytes.append(byte); return self }
}

func uaIsDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

func run() {
    print(UInt8(ascii: "A"), UInt8(ascii: "z") - UInt8(ascii: "a"))
    let name: StaticString = "widget"
    print(name, "\(name)".count)
    let out = UaBytes()
    out.append("<!").append(UInt8(ascii: "-")).append("->")
    print(out.bytes, String(decoding: out.bytes, as: UTF8.self))
    print(Array("a1b2".utf8).filter(uaIsDigit))
}
