/// Punctuation as small integer codes: the one to three ASCII bytes of `"->"`
/// or `"}"` packed little-endian (`"->"` is 0x3E2D). The parser compares these
/// instead of strings.
extension Parser {
    static func code(_ punct: StaticString) -> UInt32 {
        guard punct.hasPointerRepresentation else { return punct.unicodeScalar.value }
        let bytes = punct.utf8Start
        let count = punct.utf8CodeUnitCount
        var code = UInt32(bytes[0])
        if count > 1 { code |= UInt32(bytes[1]) << 8 }
        if count > 2 { code |= UInt32(bytes[2]) << 16 }
        return code
    }

    static func code(_ punct: String) -> UInt32 {
        var code: UInt32 = 0
        var shift: UInt32 = 0
        for byte in punct.utf8 {
            guard shift < 32, byte != 0 else { return 0 }
            code |= UInt32(byte) << shift
            shift += 8
        }
        return code
    }

    /// The code of each token: its punctuation's (read from its bytes, which
    /// are exactly the punctuation), or 0.
    static func codes(of tokens: [Token], in bytes: [UInt8]) -> [UInt32] {
        var codes = [UInt32](repeating: 0, count: tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if case .punct = token.kind, token.end - token.start <= 3 {
                var code: UInt32 = 0
                var offset = token.end - 1
                while offset >= token.start {
                    code = code << 8 | UInt32(bytes[offset])
                    offset -= 1
                }
                codes[index] = code
            }
            index += 1
        }
        return codes
    }
}
