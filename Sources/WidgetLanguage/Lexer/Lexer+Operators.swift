/// Punctuation and operators, as Swift reads them: an operator is the longest
/// run of operator characters (`+`, `==`, `>>=`, `&&!`, `√`, `...`), with `.`
/// inside one only when it starts with `.`; a `!` or `?` right after an
/// operand (`x!`, `a?.b`, `Int?>`) is a postfix token of its own. Whether an
/// operator is prefix, postfix or infix is the parser's to tell, from the space
/// around it. Where a type's `>` ends in a longer operator (`Array<Set<Int>>`),
/// the parser splits it.
extension Lexer {
    mutating func lexOperatorOrPunctuation() -> Token.Kind? {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\\"):
            index += 1
            return .punct(String(UnicodeScalar(byte)))
        case UInt8(ascii: "."):
            index += 1
            // `..<`, `...`, `.+.`: an operator that starts with `.` may hold more of them.
            if peek() == UInt8(ascii: "."), let (scalar, _) = decodeScalar(at: index), isOperatorCharacter(scalar, dotted: true) {
                skipOperatorCharacters(dotted: true)
            } else if let scalar = scalar(at: index), LexicalCharacters.isOperatorHead(scalar), scalar != "/" || !startsComment(at: index) {
                skipOperatorCharacters(dotted: true)
            }
            return .punct(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            guard let scalar = scalar(at: index), LexicalCharacters.isOperatorHead(scalar) else { return nil }
            if byte == UInt8(ascii: "<"), let placeholder = lexEditorPlaceholder() { return placeholder }
            if (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")), isLeftBound(start) {
                index += 1
                return .punct(String(UnicodeScalar(byte)))
            }
            skipOperatorCharacters(dotted: false)
            if let regex = lexBareRegex(operatorStart: start) { return regex }
            if bytes[start..<index].elementsEqual("*/".utf8) {
                error("'*/' closes no comment", start, index)
            }
            return .punct(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }

    /// Moves past operator characters (and `.` in a dotted operator), stopping
    /// before a `//` or `/*` inside the run: a comment starts there.
    mutating func skipOperatorCharacters(dotted: Bool) {
        while let (scalar, length) = decodeScalar(at: index), isOperatorCharacter(scalar, dotted: dotted) {
            if scalar == "/", startsComment(at: index) { return }
            index += length
        }
    }

    func isOperatorCharacter(_ scalar: Unicode.Scalar, dotted: Bool) -> Bool {
        scalar == "." ? dotted : LexicalCharacters.isOperatorCharacter(scalar)
    }

    func startsComment(at offset: Int) -> Bool {
        offset + 1 < limit && bytes[offset] == UInt8(ascii: "/") && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    /// Whether a token starting at `offset` touches what comes before it, as an
    /// operand does (`x!`), rather than space, an opening bracket, a separator or
    /// a comment.
    func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch bytes[offset - 1] {
        case 0x20, 0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(offset >= 2 && bytes[offset - 2] == UInt8(ascii: "*"))  // `*/` ends a comment
        default:
            return true
        }
    }

    /// Whether a token ending at `offset` touches what comes after it, as an
    /// operand does (`-x`), rather than space, a closing bracket, a separator or a comment.
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        guard offset < limit else { return false }
        switch bytes[offset] {
        case 0x20, 0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound  // `x!.y`: the `!` is postfix; `!.y`, prefix
        case UInt8(ascii: "/"):
            return !startsComment(at: offset)
        default:
            return true
        }
    }
}

extension Lexer {
    /// `<#Pokemon#>`, a placeholder Xcode's templates leave for the author to fill: Swift refuses it
    /// ("editor placeholder in source file"). Read as a name, so the rest of the file reads on.
    mutating func lexEditorPlaceholder() -> Token.Kind? {
        let start = index
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "#") else { return nil }
        var end = index + 2
        while end + 1 < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] == UInt8(ascii: "#"), bytes[end + 1] == UInt8(ascii: ">") {
                index = end + 2
                error("editor placeholder in source file", start, index)
                return .identifier(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            end += 1
        }
        return nil
    }
}
