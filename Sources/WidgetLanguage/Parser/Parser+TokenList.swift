extension Parser {
    /// The tokens of one parse, with a code for each (see `Parser.code`): the
    /// punctuation's code, `Parser.keywordCode` for a keyword, 0 otherwise.
    /// The parser's checks for punctuation (`check("}")`) and its keyword
    /// switches read the codes. `tokens` always ends with `endOfFile`.
    struct TokenList {
        let tokens: [Token]
        let codes: [UInt32]

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

        static func code(of token: Token) -> UInt32 {
            switch token.kind {
            case .identifier(let name): return Parser.keywords.contains(name) ? Parser.keywordCode : 0
            case .punct(let text): return Parser.code(text)
            default: return 0
            }
        }
    }
}
