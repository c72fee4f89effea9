/// Number literals: decimal (`1_000`, `2.5e-3`), binary (`0b1010`), octal
/// (`0o17`), hexadecimal (`0xFF`) and hexadecimal floating point (`0x1p-2`,
/// `0x1.8p3`). `_` may follow any digit; a fraction, an exponent and the digits
/// after a prefix start with a digit.
extension Lexer {
    mutating func lexNumber() -> Token.Kind {
        let start = index
        if peek() == UInt8(ascii: "0") {
            switch peek(1) {
            case UInt8(ascii: "x"): return lexHexadecimal(from: start)
            case UInt8(ascii: "o"): return lexInteger(from: start, radix: 8, name: "an octal", digits: "0-7")
            case UInt8(ascii: "b"): return lexInteger(from: start, radix: 2, name: "a binary", digits: "0 or 1")
            default: break
            }
        }
        skipDigits(radix: 10)
        var isDouble = false
        // After a `.` token (`t.0.1`, an element of a tuple's element), digits are an index, not a fraction.
        let isTupleIndex = previous?.isPunct(".") == true
        if !isTupleIndex, peek() == UInt8(ascii: "."), isDigit(peek(1)) {
            isDouble = true
            index += 1
            skipDigits(radix: 10)
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isDouble = true
            guard lexExponent(from: start) else { return .double(0) }
        }
        guard endsCleanly(from: start, what: "number literal") else { return .integer(0) }
        let text = digitsText(start..<index)
        if isDouble { return .double(Double(text) ?? 0) }
        return integer(text, radix: 10, from: start)
    }

    /// `0b…` or `0o…`, at the `0`.
    mutating func lexInteger(from start: Int, radix: Int, name: String, digits: String) -> Token.Kind {
        index += 2
        guard isDigit(peek(), radix: radix) else { return badDigit(from: start, name: name, digits: digits) }
        skipDigits(radix: radix)
        if isDigit(peek()) || continuesName() { return badDigit(from: start, name: name, digits: digits) }
        return integer(digitsText((start + 2)..<index), radix: radix, from: start)
    }

    /// `0xFF`, `0x1p-2`, `0x1.8p3`, at the `0`. `0xFF.description` is a member of
    /// an integer: a `.` starts a fraction only before a decimal digit, or before
    /// hexadecimal digits that an exponent follows.
    mutating func lexHexadecimal(from start: Int) -> Token.Kind {
        index += 2
        guard isDigit(peek(), radix: 16) else { return badDigit(from: start, name: "a hexadecimal", digits: "0-9, A-F") }
        skipDigits(radix: 16)
        var isDouble = false
        if peek() == UInt8(ascii: "."), isDigit(peek(1), radix: 16) {
            let dot = index
            index += 1
            skipDigits(radix: 16)
            if peek() != UInt8(ascii: "p"), peek() != UInt8(ascii: "P") {
                guard isDigit(bytes[dot + 1]) else {
                    index = dot
                    return integer(digitsText((start + 2)..<dot), radix: 16, from: start)
                }
                error("a hexadecimal floating point literal ends with an exponent, as in 0x1.8p3", start, index)
                return .double(0)
            }
            isDouble = true
        }
        if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
            isDouble = true
            guard lexExponent(from: start) else { return .double(0) }
        }
        guard endsCleanly(from: start, what: "hexadecimal literal") else { return .integer(0) }
        if isDouble { return .double(Double(digitsText(start..<index)) ?? 0) }
        return integer(digitsText((start + 2)..<index), radix: 16, from: start)
    }

    /// `e-3` or `p+2`, at the letter: a sign, then decimal digits. False after an error.
    mutating func lexExponent(from start: Int) -> Bool {
        index += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
        guard isDigit(peek()) else {
            error("expected a digit in the exponent of '\(String(decoding: bytes[start..<index], as: UTF8.self))'", start, index)
            skipNameBytes()
            return false
        }
        skipDigits(radix: 10)
        return true
    }

    /// Digits of `radix` and `_` separators.
    mutating func skipDigits(radix: Int) {
        while index < limit, isDigit(bytes[index], radix: radix) || bytes[index] == UInt8(ascii: "_") { index += 1 }
    }

    /// Whether the literal ends here rather than running into a name (`12abc`); reports it if not.
    mutating func endsCleanly(from start: Int, what: String) -> Bool {
        guard continuesName() else { return true }
        skipNameBytes()
        error("invalid \(what) '\(String(decoding: bytes[start..<index], as: UTF8.self))'", start, index)
        return false
    }

    /// After a prefix (`0x`) or its digits: a character that is no digit of the literal's base.
    mutating func badDigit(from start: Int, name: String, digits: String) -> Token.Kind {
        let at = index
        skipNameBytes()
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if at < index {
            let shown = String(decoding: bytes[at..<(at + utf8Length(bytes[at]))], as: UTF8.self)
            error("'\(shown)' is not \(name) digit (\(digits)) in '\(literal)'", start, index)
        } else {
            error("expected \(name) digit (\(digits)) after '\(literal)'", start, index)
        }
        return .integer(0)
    }

    /// Whether the character at `index` continues a name (a letter, `_`, `$`, a digit).
    func continuesName() -> Bool {
        scalar(at: index).map(LexicalCharacters.isIdentifierCharacter) ?? false
    }

    mutating func skipNameBytes() {
        while let (scalar, length) = decodeScalar(at: index), LexicalCharacters.isIdentifierCharacter(scalar) { index += length }
    }

    /// An integer literal's value; one beyond `Int`'s range is kept as its digits
    /// (Swift reads it too: whether it fits is a question for the type it is used as).
    mutating func integer(_ digits: String, radix: Int, from start: Int) -> Token.Kind {
        if let value = Int(digits, radix: radix) { return .integer(value) }
        if !digits.isEmpty, digits.utf8.allSatisfy({ isDigit($0, radix: radix) }) {
            let prefix = radix == 16 ? "0x" : radix == 8 ? "0o" : radix == 2 ? "0b" : ""
            return .largeInteger(prefix + digits)
        }
        error("integer literal '\(String(decoding: bytes[start..<index], as: UTF8.self))' is too large", start, index)
        return .integer(0)
    }

    /// The literal's text without `_` separators.
    func digitsText(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
    }
}

func isDigit(_ b: UInt8, radix: Int) -> Bool {
    switch radix {
    case 2: return b == 0x30 || b == 0x31
    case 8: return b >= 0x30 && b <= 0x37
    case 16: return isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    default: return isDigit(b)
    }
}
