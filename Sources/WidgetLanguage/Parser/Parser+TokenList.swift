extension Parser {
    /// The tokens of one parse, with a code for each (see `Parser.code`): the
    /// punctuation's code, `Parser.keywordCode` for a keyword, 0 otherwise.
    /// Checking for a `}` then compares two integers instead of two strings,
    /// and plain names skip the parser's keyword switches.
    ///
    /// Both live in memory this object owns, filled straight from the lexer
    /// (no array to copy from). The parser reads a token, a field of one, or a
    /// code at every step; through a raw pointer that costs no reference
    /// counting and no generic array access in debug builds, and the same as an
    /// array in release builds. `count` is at least 1 (the list ends with
    /// `endOfFile`) and the parser reads only indices in `0..<count`.
    final class TokenList {
        let count: Int
        let tokens: UnsafeMutablePointer<Token>
        let codes: UnsafeMutablePointer<UInt32>

        /// Lexes everything `lexer` covers, as `Lexer.tokenize` does.
        init(lexing lexer: inout Lexer) {
            var capacity = max(16, (lexer.limit - lexer.index) / 5)
            var tokens = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
            var codes = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            var count = 0
            // Read once here rather than through the lazy global at every name.
            let keywords = Parser.packedKeywords
            while true {
                if count == capacity {
                    // Grow by moving: no token is copied or retained again.
                    let newCapacity = capacity * 2
                    let newTokens = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
                    let newCodes = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
                    newTokens.moveInitialize(from: tokens, count: count)
                    newCodes.moveInitialize(from: codes, count: count)
                    tokens.deallocate()
                    codes.deallocate()
                    (tokens, codes, capacity) = (newTokens, newCodes, newCapacity)
                }
                // Made in its slot: a token made elsewhere and moved in is read back with
                // loads that span the smaller stores that made it, which the processor
                // cannot forward (most of this loop's time went to waiting on them).
                (tokens + count).initialize(to: lexer.next())
                (codes + count).initialize(to: TokenList.code(of: tokens[count], in: lexer.bytes, raw: lexer.raw, keywords: keywords))
                let isLast: Bool
                if case .endOfFile = tokens[count].kind { isLast = true } else { isLast = false }
                count += 1
                if isLast { break }
            }
            self.count = count
            self.tokens = tokens
            self.codes = codes
        }

        /// A list made of chosen tokens of another (a Swift file without its
        /// inactive `#if` branches); `kept` ends with the `endOfFile` token.
        init(keeping kept: [Token], codes keptCodes: [UInt32]) {
            count = kept.count
            tokens = UnsafeMutablePointer<Token>.allocate(capacity: max(1, kept.count))
            codes = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, kept.count))
            tokens.initialize(from: kept, count: kept.count)
            codes.initialize(from: keptCodes, count: keptCodes.count)
        }

        deinit {
            // Only tokens that own memory are destroyed one by one; numbers and
            // punctuation (whose text is a string literal of at most three bytes)
            // own none, and a generic destroy of every token costs ~3% of a compile.
            var index = 0
            while index < count {
                switch tokens[index].kind {
                case .integer, .double, .dollar, .punct, .endOfFile: break
                // Moved out and dropped: the compiler destroys a `Token` it knows inline,
                // where `deinitialize` goes through the type's generic value witness.
                case .identifier, .attribute, .string: _ = (tokens + index).move()
                }
                index += 1
            }
            tokens.deallocate()
            codes.deallocate()
        }

        /// `raw` is the file's storage (padded: a word may be read at any token),
        /// `keywords` is `Parser.packedKeywords`.
        static func code(of token: Token, in bytes: UnsafeBufferPointer<UInt8>, raw: UnsafeRawPointer, keywords: PackedNameSet) -> UInt32 {
            switch token.kind {
            case .identifier:
                let length = token.end - token.start
                guard length <= 10 else { return 0 }
                if bytes[token.start] == UInt8(ascii: "`") {
                    // In backticks: the name inside decides.
                    return token.identifier.map(Parser.isKeyword) == true ? Parser.keywordCode : 0
                }
                guard length <= 8 else { return 0 }
                // The name's bytes packed as `Parser.packed` does, in one read.
                return keywords.contains(raw.packedBytes(at: token.start, count: length)) ? Parser.keywordCode : 0
            case .punct:
                // A punctuation token's bytes are exactly the punctuation (one to three
                // of them), packed little-endian as `Parser.code` packs them.
                let length = token.end - token.start
                guard length <= 3 else { return 0 }
                return UInt32(truncatingIfNeeded: raw.packedBytes(at: token.start, count: length))
            default:
                return 0
            }
        }
    }
}
