/// Punctuation as small integer codes: the one to three ASCII bytes of `"->"`
/// or `"}"` packed little-endian (`"->"` is 0x3E2D). The parser compares these
/// instead of strings.
extension Parser {
    /// Transparent, so that even debug builds inline it into every `check`.
    @_transparent
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

    /// The code of a name listed in `keywords`: above every punctuation code.
    static let keywordCode: UInt32 = 0x8000_0000

    /// Every name that `parsePrimary` and `parseStatement` switch on or that
    /// `checkKeyword` looks for (`try` before every operand, `static` before every
    /// member); any other name takes their `default` branch directly and needs
    /// no string comparison.
    static let keywords: Set<String> = [
        "true", "false", "nil", "let", "var", "if", "else", "guard", "switch", "case", "default", "for", "in",
        "while", "return", "throw", "do", "catch", "break", "continue", "func", "struct", "model", "enum",
        "widget", "provider", "intent", "entry", "view", "try", "static",
        "as", "is", "await", "async", "repeat", "defer", "where",
    ]

    /// `keywords`, each packed into an integer (see `packed`).
    static let packedKeywords = PackedNameSet(keywords)

    /// Up to eight bytes of a name packed little-endian; nil for longer names.
    /// Names never contain a NUL byte, so different names pack differently.
    static func packed(_ name: String) -> UInt64? {
        guard name.utf8.count <= 8 else { return nil }
        // A native string's bytes in place (a short one's from its own bits): no iterator.
        if let value = name.utf8.withContiguousStorageIfAvailable(packed(bytes:)) { return value }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in name.utf8 {
            value |= UInt64(byte) << shift
            shift += 8
        }
        return value
    }

    /// Up to eight bytes packed little-endian, the first byte lowest.
    @inline(__always)
    static func packed(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var index = bytes.count
        while index > 0 {
            index &-= 1
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    /// Whether `name` is in `keywords`, by its packed bytes: cheaper than hashing the string.
    static func isKeyword(_ name: String) -> Bool {
        packed(name).map(isKeyword(packed:)) ?? false
    }

    /// `reservedWords`, packed like `packedKeywords`.
    static let packedReservedWords = PackedNameSet(reservedWords)

    /// Whether `name` is in `reservedWords`, by its packed bytes rather than by hashing.
    static func isReserved(_ name: String) -> Bool {
        guard let value = packed(name) else { return false }
        return packedReservedWords.contains(value)
    }

    static func isKeyword(packed value: UInt64) -> Bool {
        packedKeywords.contains(value)
    }
}
