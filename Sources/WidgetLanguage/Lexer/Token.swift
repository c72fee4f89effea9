/// One lexical token. Token text is kept only where it carries meaning.
public struct Token: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case identifier(String)          // names and keywords alike, `$binding` too; the parser decides
        case integer(Int)
        /// An integer literal beyond `Int`'s range (`18_446_744_073_709_551_615`, `0xFFFF_FFFF_FFFF_FFFF`):
        /// its text without `_`, base prefix kept, so a wider type's value can still be made from it.
        case largeInteger(String)
        case double(Double)
        case string([StringPart])        // "…", """…""", #"…"#
        case regex(String)               // /…/, #/…/#, as written
        case dollar(Int)                 // $0, $1 …
        case attribute(String)           // @Parameter
        case punct(String)               // operators and punctuation
        case endOfFile
    }

    // The fields in this order leave no gap: the kind's 17 bytes, the three
    // flags, then the offsets at 20 and 24. A gap (the flags were last) is
    // copied with the token as loads and stores of odd sizes, which the
    // processor waits on when the token was just made.
    public var kind: Kind
    /// True if a newline separates this token from the previous one.
    public var atLineStart: Bool
    /// True if white space (or a comment) comes right before this token.
    public var spaceBefore: Bool
    /// True for a name written in backticks (`` `default` ``): never a keyword.
    public var isEscaped = false
    /// Byte offsets of the token's text, stored in 32 bits: a token is then 32
    /// bytes rather than 48, and a large file's token list that much smaller.
    /// (The compiler refuses files over 256 MiB.)
    let storedStart: Int32
    let storedEnd: Int32

    public var start: Int { Int(storedStart) }
    public var end: Int { Int(storedEnd) }

    public init(kind: Kind, start: Int, end: Int, atLineStart: Bool, spaceBefore: Bool, isEscaped: Bool = false) {
        self.kind = kind
        self.storedStart = Int32(clamping: start)
        self.storedEnd = Int32(clamping: end)
        self.atLineStart = atLineStart
        self.spaceBefore = spaceBefore
        self.isEscaped = isEscaped
    }

    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    public func isPunct(_ text: String) -> Bool {
        if case .punct(let p) = kind { return p == text }
        return false
    }

    public func isIdentifier(_ text: String) -> Bool {
        if case .identifier(let name) = kind { return name == text }
        return false
    }
}

/// A piece of a string literal: literal text, or the byte range of an interpolated expression.
public enum StringPart: Sendable, Hashable {
    case text(String)
    case interpolation(start: Int, end: Int)
}

extension Token.Kind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .identifier(let name): return "'\(name)'"
        case .integer(let value): return "'\(value)'"
        case .largeInteger(let digits): return "'\(digits)'"
        case .double(let value): return "'\(value)'"
        case .string: return "string literal"
        case .regex: return "regex literal"
        case .dollar(let n): return "'$\(n)'"
        case .attribute(let name): return "'@\(name)'"
        case .punct(let p): return "'\(p)'"
        case .endOfFile: return "end of file"
        }
    }
}

/// A comment's place in the source: kept beside the tokens, not among them, so
/// the parser never sees comments and the formatter can put them back.
public struct Comment: Sendable, Hashable {
    /// Byte offsets of the comment's text, from `//` or `/*` to the end of the
    /// line (without the line break) or past `*/`.
    public var start: Int
    public var end: Int
    /// `/* … */` rather than `// …`.
    public var isBlock: Bool
}
