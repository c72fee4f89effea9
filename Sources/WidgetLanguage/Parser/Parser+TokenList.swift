extension Parser {
    /// The tokens of one parse, with a code for each (see `Parser.code`): the
    /// punctuation's code, `Parser.keywordCode` for a keyword, 0 otherwise.
    /// The parser's checks for punctuation (`check("}")`) and its keyword
    /// switches read the codes. `tokens` always ends with `endOfFile`.
    struct TokenList {
        private(set) var tokens: [Token]
        private(set) var codes: [UInt32]

        var count: Int { tokens.count }

        /// Lexes everything `lexer` covers.
        init(lexing lexer: inout Lexer) {
            self.init(tokens: lexer.tokenize())
        }

        /// `tokens` ends with the `endOfFile` token.
        init(tokens: [Token]) {
            self.tokens = tokens
            self.codes = tokens.map(TokenList.code)
        }

        /// Chosen tokens of another list with their codes (a Swift file without
        /// its inactive `#if` branches); `kept` ends with the `endOfFile` token.
        init(keeping kept: [Token], codes keptCodes: [UInt32]) {
            tokens = kept
            codes = keptCodes
        }

        /// Splits the operator at `index` after its first `length` bytes (`>>` into
        /// `>` and `>`); the second part touches the first, as it did.
        mutating func split(at index: Int, after length: Int) {
            let token = tokens[index]
            guard case .punct(let text) = token.kind, length > 0, length < text.utf8.count else { return }
            let utf8 = Array(text.utf8)
            let first = Token(kind: .punct(String(decoding: utf8[..<length], as: UTF8.self)), start: token.start,
                              end: token.start + length, atLineStart: token.atLineStart, spaceBefore: token.spaceBefore)
            let second = Token(kind: .punct(String(decoding: utf8[length...], as: UTF8.self)), start: token.start + length,
                               end: token.end, atLineStart: false, spaceBefore: false)
            tokens[index...index] = [first, second]
            codes[index...index] = [TokenList.code(of: first), TokenList.code(of: second)]
        }

        static func code(of token: Token) -> UInt32 {
            switch token.kind {
            // (`` `default` `` in backticks is a name.)
            case .identifier(let name): return !token.isEscaped && Parser.keywords.contains(name) ? Parser.keywordCode : 0
            case .punct(let text): return Parser.code(text)
            default: return 0
            }
        }
    }
}
