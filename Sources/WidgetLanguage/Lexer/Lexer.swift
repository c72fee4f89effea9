/// Turns UTF-8 source bytes into tokens, by Swift's lexical grammar (names,
/// literals, operators and punctuation; `Lexer+Names`, `+Numbers`, `+String`,
/// `+Operators`, `+Regex`). Lexical errors become diagnostics; the lexer
/// always finishes with an end-of-file token.
public struct Lexer {
    let file: SourceFile
    /// The file's bytes; the lexer reads those in `index..<limit`.
    let bytes: [UInt8]
    var index: Int
    let limit: Int
    /// Where the lexer started: the start of the file, or of one file of a module.
    let origin: Int
    /// The last token made: whether a `/` starts a regex literal depends on it.
    var previous: Token?
    /// The regex literal that follows the prefix operator just made (`!/a/`).
    var pendingRegex: Range<Int>?
    /// How many interpolations this lexer is inside (`"\("\(x)")"`): bounded, so
    /// deep input cannot exhaust the stack.
    var interpolationDepth = 0
    static let maxInterpolationDepth = 16
    /// An interpolation in this range went past `maxInterpolationDepth`.
    var nestedTooDeeply = false
    /// Where each interpolation read so far ends, by the offset of its `\`: a
    /// multi-line string is read twice, and its interpolations only once.
    var interpolations: [Int: InterpolationEnd] = [:]
    enum InterpolationEnd {
        case closed(at: Int)
        case failed(tooDeep: Bool)
    }
    /// What the lexers and parsers of one text share: this lexer, those it starts inside
    /// interpolations, and those of the parsers of the interpolations' expressions
    /// (`Parser(file:start:end:shared:)`, whose lexers count their depth from the file's
    /// strings, so an interpolation is as deep for each of them).
    var shared = SharedFacts()
    final class SharedFacts {
        /// The interpolations' ends, found once: without them the text inside nested interpolations
        /// is lexed again by each lexer inside them, and the interpolations nested too deeply again
        /// by each parser inside them: quadratic.
        var ends: [Int: InterpolationEnd] = [:]
        /// How many interpolations the expression of each closed one is inside (its own
        /// included), by the offset where the expression starts.
        var contentDepths: [Int: Int] = [:]
        /// The program's own operators' precedence groups, read from every file before any expression is parsed
        /// (here, not in the parser, whose every copy on the stack would grow with it).
        var operatorGroups = OperatorGroups()
        /// The types declared in function bodies, with the bytes of the block each is declared in (its scope).
        var localTypeScopes: [(name: String, bytes: Range<Int>)] = []
        /// The `where Element == T` of the conformances just read (`parseConformances`), for the extension being read.
        var whereElementConstraint: String?
        /// `where Self == Tinted` of the extension being read (`Parser.skipWhereClause`).
        var whereSelfType: TypeRef?
        /// `where Self: Priced & Named` of the extension being read: the protocols named (`Parser.skipWhereClause`).
        var whereSelfConformances: [String] = []
        /// Whether the declaration being read has a `where` clause at all (`Parser.skipWhereClause`).
        var sawWhereClause = false
        /// `where Element: Hashable & Comparable` of the extension being read, when the clause says nothing else: the
        /// protocols its elements must conform to (`Parser.skipWhereClause`); nil when it says more, or is none.
        var whereElementConformances: [String]?
        /// The conformances just read that were written qualified by SwiftUI or WidgetKit (`struct W: SwiftUI.Widget`), unqualified:
        /// Apple's protocol even where the module declares a type of that name (`Parser.parseConformances`).
        var frameworkConformances: [String] = []
        /// The names of the file's `private` and `fileprivate` top-level constants, variables and functions.
        var filePrivateValues: [String] = []
        /// Names the file's tokens were renamed by (`SwiftModuleNames`), by the bytes they apply in: the parsers of
        /// interpolations (`\(Response(…))`), which read their bytes anew, rename alike.
        var renames: [(bytes: Range<Int>, names: [String: String])] = []
    }
    /// False for a lexer that only looks for where an interpolation ends: its errors
    /// are not reported (the parser of the interpolation reports them), so not made.
    var reportsErrors = true
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The comments skipped between tokens, in source order (for the formatter).
    public internal(set) var comments: [Comment] = []

    public init(file: SourceFile, start: Int = 0, end: Int? = nil) {
        self.file = file
        self.bytes = file.bytes
        self.limit = min(end ?? bytes.count, bytes.count)
        self.index = min(max(start, 0), limit)
        self.origin = index
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
        return i >= 0 && i < limit ? bytes[i] : 0
    }

    /// Lexical errors reported per file; a file of garbage stops there instead of
    /// producing (and printing) one error per byte.
    static let maxErrors = 100

    mutating func error(_ message: String, _ start: Int, _ end: Int) {
        guard reportsErrors, diagnostics.count < Lexer.maxErrors else { return }
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
            var isEscaped = false
            let kind: Token.Kind?
            if index >= limit {
                kind = .endOfFile
            } else if let pending = pendingRegex, pending.lowerBound == index {
                kind = lexPendingRegex(pending)
            } else {
                kind = lexToken(isEscaped: &isEscaped)
            }
            guard let kind else {
                // Nothing moved: a character that starts no token, which counts as a space.
                // Otherwise what was read is reported already (an `@` without a name).
                if index == start {
                    skipStrayCharacter(from: start)
                    skippedCharacter = true
                }
                continue
            }
            let token = Token(kind: kind, start: start, end: index, atLineStart: atLineStart,
                              spaceBefore: spaceBefore || skippedCharacter, isEscaped: isEscaped)
            previous = token
            return token
        }
    }

    /// The token at `index` (which is before `limit`), or nil for a character that
    /// starts none (`index` stays) or for something reported and skipped (it moves).
    mutating func lexToken(isEscaped: inout Bool) -> Token.Kind? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return lexNumber()
        case UInt8(ascii: "\""): return .string(lexString(pounds: 0))
        case UInt8(ascii: "#"): return lexPound()
        case UInt8(ascii: "$"): return lexDollar()
        case UInt8(ascii: "@"): return lexAttribute()
        case UInt8(ascii: "`"):
            isEscaped = true
            return lexEscapedName()
        default:
            if let scalar = scalar(at: index), LexicalCharacters.isIdentifierHead(scalar) {
                return .identifier(lexIdentifier())
            }
            return lexOperatorOrPunctuation()
        }
    }

    /// Reports the character at `start` that starts no token, and moves past it.
    mutating func skipStrayCharacter(from start: Int) {
        index = min(limit, start + utf8Length(bytes[start]))
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return }
        switch scalar {
        case "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}":
            error("a curly quote '\(text)' starts no string in Swift; use a straight double quote", start, index)
        case "'":
            error("a single quote starts no string in Swift; use a double quote", start, index)
        default:
            let printable = scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)
                && !scalar.properties.isWhitespace
            let shown = printable ? text : "U+" + String(scalar.value, radix: 16, uppercase: true)
            error("unexpected character '\(shown)'", start, index)
        }
    }

    /// Skips white space and comments; says whether a line break, and whether any space, was skipped.
    mutating func skipTrivia() -> (atLineStart: Bool, spaceBefore: Bool) {
        // A file of a module starts after the line break that ends the file before it.
        let startsText = index == 0 || (index == origin && bytes[index - 1] == 0x0A)
        var atLineStart = startsText
        var spaceBefore = startsText
        // `#!/usr/bin/env swift` on a script's first line is a comment.
        if index == 0, peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            index = lineEnd(from: 2)
            comments.append(Comment(start: 0, end: index, isBlock: false))
        }
        while index < limit {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                spaceBefore = true
                index += 1
            case 0x0A:
                atLineStart = true
                spaceBefore = true
                index += 1
            case 0x2F where peek(1) == 0x2F:  // `//`
                spaceBefore = true
                let commentStart = index
                index = lineEnd(from: index + 2)
                comments.append(Comment(start: commentStart, end: index, isBlock: false))
            case 0x2F where peek(1) == 0x2A:  // `/*`
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

    /// The scalar whose UTF-8 starts at `offset`, if it is well formed and inside the range.
    func scalar(at offset: Int) -> Unicode.Scalar? {
        decodeScalar(at: offset)?.0
    }

    /// Decodes one UTF-8 scalar and its length in bytes; nil for malformed bytes.
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        guard offset >= 0, offset < limit else { return nil }
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = utf8Length(lead)
        guard length > 1, offset + length <= limit else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length {
            let b = bytes[offset + k]
            guard isContinuationByte(b) else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

func isLineBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }

/// The length of the UTF-8 sequence a byte starts (1 for a byte that starts none).
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
