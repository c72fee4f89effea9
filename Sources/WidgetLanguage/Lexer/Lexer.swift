/// Turns UTF-8 source bytes into tokens. Works on the file's bytes and builds
/// `String`s only for token text. Lexical errors become diagnostics; the lexer
/// always finishes with an end-of-file token.
public struct Lexer {
    let file: SourceFile
    /// The file's bytes; the lexer reads those in `index..<limit`.
    let bytes: [UInt8]
    var index: Int
    let limit: Int
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The comments skipped between tokens, in source order (for the formatter).
    public internal(set) var comments: [Comment] = []

    public init(file: SourceFile, start: Int = 0, end: Int? = nil) {
        self.file = file
        self.bytes = file.bytes
        self.limit = min(end ?? bytes.count, bytes.count)
        self.index = min(max(start, 0), limit)
    }

    /// Lexes the whole range.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = next()
            tokens.append(token)
            if case .endOfFile = token.kind { return tokens }
        }
    }

    /// The byte `ahead` places on, or 0 past the end of the range.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let i = index + ahead
        return i < limit ? bytes[i] : 0
    }

    /// Lexical errors reported per file; a file of garbage stops there instead of
    /// producing (and printing) one error per byte.
    static let maxErrors = 100

    mutating func error(_ message: String, _ start: Int, _ end: Int) {
        guard diagnostics.count < Lexer.maxErrors else { return }
        if diagnostics.count == Lexer.maxErrors - 1 {
            diagnostics.append(.error("too many lexical errors; the rest of the file is not reported", at: file.range(start, end)))
            return
        }
        diagnostics.append(.error(message, at: file.range(start, end)))
    }

    /// The next token, skipping white space and comments. Characters that start
    /// no token are reported and skipped in a loop, not by recursion: a long run
    /// of them must not exhaust the stack.
    mutating func next() -> Token {
        // A stray character counts as a space before the token after it.
        var skippedCharacter = false
        while true {
            let (atLineStart, spaceBefore) = skipTrivia()
            let start = index
            let hasSpace = spaceBefore || skippedCharacter
            func make(_ kind: Token.Kind) -> Token {
                Token(kind: kind, start: start, end: index, atLineStart: atLineStart, spaceBefore: hasSpace)
            }
            guard index < limit else { return make(.endOfFile) }
            let byte = bytes[index]
            if isIdentifierStart(byte), byte < 0x80 || startsUnicodeIdentifier(at: index) {
                return make(.identifier(lexIdentifier()))
            }
            if isDigit(byte) { return make(lexNumber()) }
            switch byte {
            case UInt8(ascii: "\""):
                return make(.string(lexString()))
            case UInt8(ascii: "$"):
                index += 1
                let digitsStart = index
                while index < limit, isDigit(bytes[index]) { index += 1 }
                if index == digitsStart {
                    error("expected a number after '$' (as in $0)", start, index)
                    return make(.dollar(0))
                }
                return make(.dollar(Int(asciiDigits: bytes[digitsStart..<index]) ?? 0))
            case UInt8(ascii: "@"):
                index += 1
                guard index < limit, isIdentifierStart(bytes[index]) else {
                    error("expected an attribute name after '@'", start, index)
                    continue
                }
                return make(.attribute(lexIdentifier()))
            case UInt8(ascii: "`"):
                index += 1
                let nameStart = index
                while index < limit, isIdentifierContinue(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if peek() == UInt8(ascii: "`") { index += 1 } else {
                    error("unterminated escaped identifier; add a closing '`'", start, index)
                }
                if name.isEmpty || isDigit(name.utf8.first ?? 0) {
                    error("a name in backticks must be an identifier, as in `default`", start, index)
                }
                var token = make(.identifier(name.isEmpty ? "_" : name))
                token.isEscaped = true
                return token
            default:
                if let punct = lexPunctuation() { return make(.punct(punct)) }
                // A character that starts no token: report it once and skip it.
                let length = utf8Length(byte)
                index = min(limit, index + length)
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                let shown = text.unicodeScalars.first.map { scalar -> String in
                    let printable = scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)
                        && !scalar.properties.isWhitespace
                    return printable ? text : "U+" + String(scalar.value, radix: 16, uppercase: true)
                } ?? text
                error("unexpected character '\(shown)'", start, index)
                skippedCharacter = true
            }
        }
    }

    /// Skips white space and comments; says whether a line break, and whether any space, was skipped.
    mutating func skipTrivia() -> (atLineStart: Bool, spaceBefore: Bool) {
        var atLineStart = index == 0
        var spaceBefore = index == 0
        while index < limit {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                spaceBefore = true
                index += 1
            case 0x0A:
                atLineStart = true
                spaceBefore = true
                index += 1
            case 0x2F where index + 1 < limit && bytes[index + 1] == 0x2F:  // `//`
                spaceBefore = true
                let commentStart = index
                index = lineEnd(from: index + 2)
                comments.append(Comment(start: commentStart, end: index, isBlock: false))
            case 0x2F where index + 1 < limit && bytes[index + 1] == 0x2A:  // `/*`
                spaceBefore = true
                let commentStart = index
                if skipBlockComment() { atLineStart = true }
                comments.append(Comment(start: commentStart, end: index, isBlock: true))
            default:
                return (atLineStart, spaceBefore)
            }
        }
        return (atLineStart, spaceBefore)
    }

    /// The offset of the first line break at or after `offset`, or `limit`.
    func lineEnd(from offset: Int) -> Int {
        var i = offset
        while i < limit, bytes[i] != 0x0A { i += 1 }
        return i
    }

    /// Skips a (possibly nested) block comment; returns whether it spanned a newline.
    mutating func skipBlockComment() -> Bool {
        let start = index
        var depth = 0
        var newline = false
        while index < limit {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return newline }
            } else {
                if bytes[index] == 0x0A { newline = true }
                index += 1
            }
        }
        error("unterminated comment; add '*/'", start, start + 2)
        return newline
    }

    /// A name: letters, digits and `_`, and letters, digits and combining marks of any script.
    mutating func lexIdentifier() -> String {
        let start = index
        while index < limit {
            let b = bytes[index]
            if b < 0x80 {
                guard isIdentifierContinue(b) else { break }
                index += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: index), scalar.properties.isXIDContinue else { break }
                index += length
            }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Whether the non-ASCII character at `offset` may start a name (a letter of any script).
    func startsUnicodeIdentifier(at offset: Int) -> Bool {
        guard let (scalar, _) = decodeScalar(at: offset) else { return false }
        return scalar.properties.isXIDStart
    }

    /// Decodes one UTF-8 scalar; nil for malformed bytes.
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        let length = utf8Length(lead)
        guard length > 1, offset + length <= limit else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length {
            let b = bytes[offset + k]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    mutating func lexNumber() -> Token.Kind {
        let start = index
        while index < limit, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        var isDouble = false
        if peek() == UInt8(ascii: "."), isDigit(peek(1)) {
            isDouble = true
            index += 1
            while index < limit, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if isDigit(peek(1 + sign)) {
                isDouble = true
                index += 1 + sign
                while index < limit, isDigit(bytes[index]) { index += 1 }
            }
        }
        if index < limit, isIdentifierStart(bytes[index]) {
            // `12abc` — digits run into letters.
            while index < limit, isIdentifierContinue(bytes[index]) { index += 1 }
            error("invalid number literal '\(String(decoding: bytes[start..<index], as: UTF8.self))'", start, index)
            return .integer(0)
        }
        let digits = bytes[start..<index]
        let text = digits.contains(UInt8(ascii: "_")) ? String(decoding: digits.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
                                                      : String(decoding: digits, as: UTF8.self)
        if isDouble {
            return .double(Double(text) ?? 0)
        }
        guard let value = Int(text) else {
            error("integer literal '\(text)' is too large", start, index)
            return .integer(0)
        }
        return .integer(value)
    }

    /// Operators and punctuation, longest match first (a switch on the first byte).
    mutating func lexPunctuation() -> String? {
        let b = peek(), b1 = peek(1), b2 = peek(2)
        func take(_ text: String, _ count: Int) -> String { index += count; return text }
        switch b {
        case UInt8(ascii: "."):
            if b1 == UInt8(ascii: "."), b2 == UInt8(ascii: ".") { return take("...", 3) }
            if b1 == UInt8(ascii: "."), b2 == UInt8(ascii: "<") { return take("..<", 3) }
            return take(".", 1)
        case UInt8(ascii: "&"):
            return b1 == UInt8(ascii: "&") ? take("&&", 2) : take("&", 1)
        case UInt8(ascii: "|"):
            return b1 == UInt8(ascii: "|") ? take("||", 2) : take("|", 1)
        case UInt8(ascii: "="):
            if b1 == UInt8(ascii: "="), b2 == UInt8(ascii: "=") { return take("===", 3) }
            return b1 == UInt8(ascii: "=") ? take("==", 2) : take("=", 1)
        case UInt8(ascii: "!"):
            if b1 == UInt8(ascii: "="), b2 == UInt8(ascii: "=") { return take("!==", 3) }
            return b1 == UInt8(ascii: "=") ? take("!=", 2) : take("!", 1)
        case UInt8(ascii: "<"):
            return b1 == UInt8(ascii: "=") ? take("<=", 2) : take("<", 1)
        case UInt8(ascii: ">"):
            return b1 == UInt8(ascii: "=") ? take(">=", 2) : take(">", 1)
        case UInt8(ascii: "-"):
            if b1 == UInt8(ascii: ">") { return take("->", 2) }
            return b1 == UInt8(ascii: "=") ? take("-=", 2) : take("-", 1)
        case UInt8(ascii: "?"):
            return b1 == UInt8(ascii: "?") ? take("??", 2) : take("?", 1)
        case UInt8(ascii: "+"):
            return b1 == UInt8(ascii: "=") ? take("+=", 2) : take("+", 1)
        case UInt8(ascii: "*"):
            return b1 == UInt8(ascii: "=") ? take("*=", 2) : take("*", 1)
        case UInt8(ascii: "/"):
            return b1 == UInt8(ascii: "=") ? take("/=", 2) : take("/", 1)
        case UInt8(ascii: "%"):
            return b1 == UInt8(ascii: "=") ? take("%=", 2) : take("%", 1)
        case UInt8(ascii: ":"): return take(":", 1)
        case UInt8(ascii: ","): return take(",", 1)
        case UInt8(ascii: ";"): return take(";", 1)
        case UInt8(ascii: "("): return take("(", 1)
        case UInt8(ascii: ")"): return take(")", 1)
        case UInt8(ascii: "{"): return take("{", 1)
        case UInt8(ascii: "}"): return take("}", 1)
        case UInt8(ascii: "["): return take("[", 1)
        case UInt8(ascii: "]"): return take("]", 1)
        case UInt8(ascii: "\\"): return take("\\", 1)
        // `#if`, `#Preview`, `#available`, `#Predicate` in Swift files.
        case UInt8(ascii: "#"): return take("#", 1)
        default: return nil
        }
    }
}

func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0xC0
}
func isIdentifierContinue(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || isDigit(b) || (b >= 0x80 && b < 0xC0)
}
func utf8Length(_ lead: UInt8) -> Int {
    if lead < 0x80 { return 1 }
    if lead >= 0xF0 { return 4 }
    if lead >= 0xE0 { return 3 }
    if lead >= 0xC0 { return 2 }
    return 1
}

extension Int {
    init?<Digits: Collection>(asciiDigits: Digits) where Digits.Element == UInt8 {
        var value = 0
        for b in asciiDigits {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(b) - 48)
            if o1 || o2 { return nil }
            value = s
        }
        self = value
    }
}
