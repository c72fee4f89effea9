extension Parser {
    /// The tokens of one parse, with a code for each (see `Parser.code`): the
    /// punctuation's code, `Parser.keywordCode` for a keyword, 0 otherwise.
    /// Checking for a `}` then compares two integers instead of two strings,
    /// and plain names skip the parser's keyword switches.
    ///
    /// Both live in memory this object owns. The parser reads a token, a field
    /// of one, or a code at every step; through a raw pointer that costs no
    /// reference counting and no generic array access in debug builds (in
    /// release builds it is the same as an array). `count` is at least 1 (the
    /// list ends with `endOfFile`) and the parser reads only indices in `0..<count`.
    final class TokenList {
        let count: Int
        let tokens: UnsafeMutablePointer<Token>
        let codes: UnsafeMutablePointer<UInt32>

        init(_ array: [Token], bytes: [UInt8]) {
            var array = array
            if array.isEmpty { array.append(Token(kind: .endOfFile, start: bytes.count, end: bytes.count, atLineStart: true, spaceBefore: true)) }
            count = array.count
            let tokens = UnsafeMutablePointer<Token>.allocate(capacity: count)
            array.withUnsafeBufferPointer { source in
                // One runtime call for the whole copy, rather than a generic element loop (slow in debug builds).
                if let base = source.baseAddress { tokens.initialize(from: base, count: source.count) }
            }
            self.tokens = tokens
            codes = .allocate(capacity: count)
            codes.initialize(repeating: 0, count: count)
            var index = 0
            while index < count {
                switch tokens[index].kind {
                case .identifier:
                    if Parser.isKeyword(tokens[index], in: bytes) { codes[index] = Parser.keywordCode }
                case .punct:
                    // A punctuation token's bytes are exactly the punctuation (one to three of them).
                    let start = tokens[index].start, end = tokens[index].end
                    if end - start <= 3 {
                        var code: UInt32 = 0
                        var offset = end - 1
                        while offset >= start {
                            code = code << 8 | UInt32(bytes[offset])
                            offset -= 1
                        }
                        codes[index] = code
                    }
                default:
                    break
                }
                index += 1
            }
        }

        deinit {
            tokens.deinitialize(count: count)
            tokens.deallocate()
            codes.deallocate()
        }
    }
}
