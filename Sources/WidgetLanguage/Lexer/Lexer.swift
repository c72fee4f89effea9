/// Turns UTF-8 source bytes into tokens. Works on bytes for speed and builds
/// `String`s only for token text. Lexical errors become diagnostics; the lexer
/// always finishes with an end-of-file token.
public struct Lexer {
    let file: SourceFile
    /// The file's bytes, in memory its storage owns (kept alive by `file`). Read
    /// through a buffer pointer rather than an array: in debug builds an array
    /// read costs a retain and a release, ten times the read itself. Reads are
    /// bounds-checked in debug builds; every one is guarded by `index < limit`.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes, for reading words: the storage has `SourceFile.Storage.padding`
    /// zero bytes after the last one.
    let raw: UnsafeRawPointer
    /// Names already made into strings (nil for a short range), and its slots.
    let nameCache: NameCache?
    let names: NameCache.Table?
    var index: Int
    let limit: Int
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The comments skipped between tokens, in source order (for the formatter).
    public internal(set) var comments: [Comment] = []

    public init(file: SourceFile, start: Int = 0, end: Int? = nil) {
        self.file = file
        self.bytes = UnsafeBufferPointer(start: file.storage.byteTable, count: file.storage.byteCount)
        self.raw = UnsafeRawPointer(file.storage.byteTable)
        self.index = start
        self.limit = min(end ?? bytes.count, bytes.count)
        self.nameCache = limit - start >= NameCache.minimumBytes ? NameCache.borrow(bytes: limit - start) : nil
        self.names = nameCache?.table
    }

    /// Gives the name cache back for the next lexer; this one makes no more tokens.
    func finish() {
        if let nameCache { NameCache.giveBack(nameCache) }
    }

    /// Lexes the whole range.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity((limit - index) / 4)
        while true {
            // Appended straight from `next()` and checked in place: no copy to make and destroy.
            tokens.append(next())
            if case .endOfFile = tokens[tokens.count - 1].kind { break }
        }
        return tokens
    }

    /// `mutating` although it changes nothing: a non-mutating call from the
    /// mutating lexing methods copies the lexer in debug builds.
    mutating func peek(_ ahead: Int = 0) -> UInt8 {
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
    ///
    /// The token is made once, with its flags set, as the result: the token list
    /// has it made in its slot. (A token kept here to be changed, as `spaceBefore`
    /// after a stray character once was, is copied in right after it was made,
    /// and the copy waits on the stores that had just written it.) Kept a call
    /// of its own: without the mark, the token list's loop is compiled with
    /// `TokenList.code` out of line, and every token is copied to be passed to it
    /// (+13.7% instructions).
    @inline(never)
    mutating func next() -> Token {
        // A stray character counts as a space before the token after it.
        var skippedCharacter = false
        while true {
            // Most tokens follow another directly (`Text(`, `.font`): no trivia to skip.
            let (atLineStart, spaceBefore) = index > 0 && index < limit && !startsTrivia(bytes[index]) ? (false, false) : skipTrivia()
            let start = index
            let hasSpace = spaceBefore || skippedCharacter
            // Captures constants only, so it needs no heap box (debug builds make one for captured `var`s).
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
            // Indentation comes in runs of spaces: skip a run eight bytes at a time.
            if bytes[index] == 0x20 {
                spaceBefore = true
                index = min(spaceRunEnd(from: index + 1), limit)
                continue
            }
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

    /// The end of the run of spaces from `offset` (at most the file's size) on.
    /// The zero bytes after the file's storage end every run, so it may pass
    /// `limit` (the caller clamps it) but never the storage.
    @inline(__always)
    func spaceRunEnd(from offset: Int) -> Int {
        var end = offset
        while true {
            // A zero byte of `others` is a space.
            let others = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ 0x2020_2020_2020_2020
            if others != 0 { return end + others.trailingZeroBitCount >> 3 }
            end += 8
        }
    }

    /// The offset of the first line break at or after `offset`, or `limit`:
    /// eight bytes at a time (comments are long), then byte by byte.
    func lineEnd(from offset: Int) -> Int {
        var i = offset
        while i + 8 <= limit {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let newline = word ^ 0x0A0A_0A0A_0A0A_0A0A
            // The high bit of a byte of `zeros` marks a zero byte of `newline`, exact for the lowest one.
            let zeros = (newline &- 0x0101_0101_0101_0101) & ~newline & 0x8080_8080_8080_8080
            if zeros != 0 { return i + zeros.trailingZeroBitCount >> 3 }
            i += 8
        }
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

    mutating func lexIdentifier() -> String {
        let start = index
        let end = min(asciiNameEnd(from: start), limit)
        index = end
        if end < limit, bytes[end] >= 0x80 { return lexUnicodeIdentifier(from: start) }
        if let names, end - start <= NameCache.maxLength {
            // All ASCII, and the storage's padding makes the word reads safe.
            return names.name(raw, at: start, length: end - start)
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The end of the run of ASCII letters, digits and `_` from `offset` on,
    /// found eight bytes at a time. The file's storage ends in zero bytes, which
    /// end every run, so it may run past `limit` (the caller clamps it) but
    /// never past the storage.
    @inline(__always)
    func asciiNameEnd(from offset: Int) -> Int {
        var end = offset
        while true {
            let mask = asciiNameBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
            // The high bit of each byte of `others` marks a byte that is not a name byte.
            let others = ~mask & 0x8080_8080_8080_8080
            if others != 0 { return end + others.trailingZeroBitCount >> 3 }
            end += 8
        }
    }

    /// The rest of a name from `index` on, where a non-ASCII byte comes;
    /// apart, so that the common ASCII name sets none of this up.
    @inline(never)
    mutating func lexUnicodeIdentifier(from start: Int) -> String {
        while index < limit {
            let b = bytes[index]
            if b < 0x80 {
                guard isIdentifierContinue(b) else { break }
                index += 1
            } else {
                // Letters, digits and combining marks of any script continue a name.
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

@_transparent func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
/// White space, a line break, or the `/` that may start a comment.
@_transparent func startsTrivia(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x2F }
@_transparent func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0xC0
}
/// An ASCII letter, digit or `_`: one bit of a 128-bit table, without branches.
@_transparent func isASCIINameByte(_ b: UInt8) -> Bool {
    // Bits 48-57 of the low word: `0`-`9`; of the high word, bits 1-26 `A`-`Z`, 31 `_`, 33-58 `a`-`z`.
    let word: UInt64 = b < 64 ? 0x03FF_0000_0000_0000 : b < 128 ? 0x07FF_FFFE_87FF_FFFE : 0
    return (word >> UInt64(b & 63)) & 1 != 0
}
/// For the eight bytes of `word`: the high bit of each byte set where that byte
/// is an ASCII letter, digit or `_` (`isASCIINameByte`, the plain rule the tests
/// hold it to), the other bits zero.
/// Each test works on the low seven bits of every byte at once: adding
/// `0x80 - c` to such a byte sets its high bit exactly when it is at least `c`,
/// and never carries into the next byte.
@inline(__always) func asciiNameBytes(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let ones: UInt64 = 0x0101_0101_0101_0101
    let x = word & low7
    @inline(__always) func atLeast(_ value: UInt64, _ c: UInt64) -> UInt64 { (value &+ (0x80 &- c) &* ones) & high }
    let digit = atLeast(x, 0x30) & ~atLeast(x, 0x3A)
    let folded = x | 0x2020_2020_2020_2020  // `A`-`Z` become `a`-`z`
    let letter = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
    let notUnderscore = ((x ^ 0x5F5F_5F5F_5F5F_5F5F) &+ low7) & high  // high bit set for a byte other than `_`
    return (digit | letter | (~notUnderscore & high)) & ~word
}
@_transparent func isIdentifierContinue(_ b: UInt8) -> Bool {
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
