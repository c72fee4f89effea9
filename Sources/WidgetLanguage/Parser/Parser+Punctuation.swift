/// Punctuation as small integer codes: the one to three ASCII bytes of `"->"`
/// or `"}"`, the first byte lowest (`"->"` is 0x3E2D). The parser compares
/// these with the token list's codes.
extension Parser {
    static func code(_ punct: StaticString) -> UInt32 {
        punct.withUTF8Buffer { code(bytes: $0) }
    }

    /// 0 for text of more than three bytes (no punctuation the parser checks for is that long).
    static func code(_ punct: String) -> UInt32 {
        code(bytes: punct.utf8)
    }

    private static func code<Bytes: Collection<UInt8>>(bytes: Bytes) -> UInt32 {
        guard bytes.count <= 3 else { return 0 }
        var code: UInt32 = 0
        for (place, byte) in bytes.enumerated() { code |= UInt32(byte) << (8 * place) }
        return code
    }

    /// The code of a name listed in `keywords`: above every punctuation code.
    static let keywordCode: UInt32 = 0x8000_0000

    /// Every name that `parsePrimary` and `parseStatement` switch on or that
    /// `checkKeyword` looks for (`try` before every operand, `static` before every
    /// member); any other name takes their `default` branch directly.
    static let keywords: Set<String> = [
        "true", "false", "nil", "let", "var", "if", "else", "guard", "switch", "case", "default", "for", "in",
        "while", "return", "throw", "do", "catch", "break", "continue", "func", "struct", "model", "enum",
        "widget", "provider", "intent", "entry", "view", "try", "static",
        "as", "is", "await", "async", "repeat", "defer", "where",
    ]

    static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    static func isReserved(_ name: String) -> Bool { reservedWords.contains(name) }
}
