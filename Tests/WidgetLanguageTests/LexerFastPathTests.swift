import Testing
@testable import WidgetLanguage
import WidgetTestSupport

/// The lexer and locations take shortcuts for speed (string literals copied in
/// runs, punctuation and keyword codes, line tables); these pin down that the
/// results are what the plain rules say.
@Suite struct LexerFastPathTests {
    func tokens(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: SourceFile(path: "t.widget", text: text))
        let tokens = lexer.tokenize()
        return (tokens, lexer.diagnostics)
    }

    func parts(_ text: String) -> [StringPart] {
        guard case .string(let parts)? = tokens(text).tokens.first?.kind else { return [] }
        return parts
    }

    @Test func stringLiterals() {
        #expect(parts(#""hello""#) == [.text("hello")])
        #expect(parts(#""""#) == [.text("")])
        #expect(parts(#""a much longer literal than fifteen bytes""#) == [.text("a much longer literal than fifteen bytes")])
        #expect(parts(#""tab\there\n""#) == [.text("tab\there\n")])
        #expect(parts(#""\"quoted\" \\ back""#) == [.text("\"quoted\" \\ back")])
        #expect(parts(#""é ü 🙂 \u{1F600}""#) == [.text("é ü 🙂 😀")])
        #expect(parts(#""a\(x)b""#) == [.text("a"), .interpolation(start: 4, end: 5), .text("b")])
        #expect(parts(#""\(x)""#) == [.interpolation(start: 3, end: 4)])
        #expect(parts(#""\(x)\(y)""#) == [.interpolation(start: 3, end: 4), .interpolation(start: 7, end: 8)])
        #expect(parts(#""a\nb\(x)""#) == [.text("a\nb"), .interpolation(start: 7, end: 8)])
    }

    @Test func brokenStringLiterals() {
        let unterminated = tokens("\"abc\nnext")
        #expect(unterminated.diagnostics.map(\.message) == ["unterminated string literal; add a closing '\"'"])
        #expect(unterminated.tokens.first?.kind == .string([.text("abc")]))
        #expect(unterminated.tokens.dropFirst().first?.identifier == "next")

        let openInterpolation = tokens("\"a\\(b\n\"")
        #expect(openInterpolation.diagnostics.first?.message == "unterminated interpolation; add ')' to close '\\('")
        #expect(openInterpolation.tokens.first?.kind == .string([.text("a")]))

        let escapeAtEnd = tokens("\"abc\\")
        #expect(escapeAtEnd.diagnostics.count == 2)
        #expect(escapeAtEnd.tokens.last?.kind == .endOfFile)
    }

    @Test func punctuationAndKeywords() {
        let kinds = tokens("a ..< b ... c -> d ?? e != f `let` let letter").tokens.map(\.kind)
        #expect(kinds == [
            .identifier("a"), .punct("..<"), .identifier("b"), .punct("..."), .identifier("c"), .punct("->"),
            .identifier("d"), .punct("??"), .identifier("e"), .punct("!="), .identifier("f"),
            .identifier("let"), .identifier("let"), .identifier("letter"), .endOfFile,
        ])
    }

    /// Names found again in the lexer's cache (`NameCache`) are the names written:
    /// every length up to past the cached 16 bytes, names that share a prefix or
    /// are a prefix of another, repeats in other orders (so slots are replaced
    /// and found again), non-ASCII after an ASCII start, and a name that ends
    /// the file, where the word reads run into the storage's padding.
    @Test func cachedNamesAreTheNamesWritten() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789")
        var generator = SplitMix64(seed: 7)
        var names: [String] = []
        for length in 1...20 {
            names.append(String(repeating: "a", count: length))
            names.append("x" + String((1..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        names += ["café", "cafébar", "naïve_x", "Text", "Text2", "Texts", "_", "__", "a1", "a12"]
        var written: [String] = []
        for round in 0..<12 {
            written += round % 2 == 0 ? names : names.reversed()
            written.append(names[(round * 7) % names.count])
        }
        let text = written.joined(separator: " ") + " " + names[3]
        #expect(text.utf8.count >= NameCache.minimumBytes)
        let (lexed, diagnostics) = tokens(text)
        #expect(diagnostics.isEmpty)
        let found = lexed.compactMap(\.identifier), expected = written + [names[3]]
        let firstDifference = zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(found.count == expected.count)
        #expect(firstDifference == nil, "name \(firstDifference?.offset ?? 0): '\(firstDifference?.element.0 ?? "")', written '\(firstDifference?.element.1 ?? "")'")
        // A file shorter than the cache's minimum makes every name afresh: the same names.
        #expect(tokens(names.joined(separator: " ")).tokens.compactMap(\.identifier) == names)
    }

    /// The name bytes of a word, found for all eight bytes at once, are the bytes
    /// `isASCIINameByte` accepts: every byte value, in every place of a word.
    @Test func nameBytesOfAWordFollowThePlainRule() {
        var generator = SplitMix64(seed: 11)
        for value in 0...255 {
            for place in 0..<8 {
                var bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                bytes[place] = UInt8(value)
                let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                let mask = asciiNameBytes(word)
                for (k, byte) in bytes.enumerated() {
                    #expect((mask >> (8 * UInt64(k) + 7)) & 1 == (isASCIINameByte(byte) ? 1 : 0), "byte \(byte) at \(k)")
                }
                #expect(mask & 0x7F7F_7F7F_7F7F_7F7F == 0)
            }
        }
    }

    /// Names and runs of spaces, found eight bytes at a time, end where they
    /// end: every length around a word, at the end of the file, and at the end
    /// of a range lexed on its own (which may fall inside either).
    @Test func namesAndSpaceRunsEndWhereTheyEnd() {
        for length in 0..<40 {
            let spaces = String(repeating: " ", count: length)
            let name = "n" + String(repeating: "a", count: length)
            let (lexed, _) = tokens("x\(spaces)\(name)\(spaces)")
            #expect(lexed.compactMap(\.identifier) == (length == 0 ? ["x" + name] : ["x", name]), "length \(length)")
            // The name starts after the spaces; the end of the file after the last ones.
            #expect(lexed.dropLast().last?.start == (length == 0 ? 0 : 1 + length), "length \(length)")
            #expect(lexed.last?.start == 3 * length + 2, "length \(length)")
            let file = SourceFile(path: "t", text: "\(name) \(spaces)b")
            for end in 1...(file.bytes.count) {
                var lexer = Lexer(file: file, start: 0, end: end)
                let cut = lexer.tokenize()
                #expect(cut.first?.identifier == String(name.prefix(end)), "length \(length), end \(end)")
                #expect(cut.last?.start == end, "length \(length), end \(end)")
                #expect(cut.allSatisfy { $0.end <= end }, "length \(length), end \(end)")
            }
        }
    }

    /// A `//` comment ends at its line break, found eight bytes at a time: every
    /// length around a word, a break at each place in a word, and the end of the file.
    @Test func lineCommentsEndAtTheLineBreak() {
        for length in 0..<40 {
            let body = String(repeating: "x", count: length)
            var lexer = Lexer(file: SourceFile(path: "t", text: "a //\(body)\nb"))
            let tokens = lexer.tokenize()
            #expect(lexer.comments.map { [$0.start, $0.end] } == [[2, 4 + length]], "length \(length)")
            #expect(tokens.compactMap(\.identifier) == ["a", "b"])
            var last = Lexer(file: SourceFile(path: "t", text: "a //\(body)"))
            _ = last.tokenize()
            #expect(last.comments.map { [$0.start, $0.end] } == [[2, 4 + length]], "length \(length) at the end")
        }
    }

    /// A name's keyword code (read as one word from the padded storage) is what
    /// the plain rule says, for every keyword, names that differ by a byte or a
    /// length, and names longer than a word.
    @Test func keywordCodesFollowThePlainRule() {
        var names = Array(Parser.keywords)
        names += Parser.keywords.flatMap { [$0 + "s", String($0.dropLast()), "_" + $0, $0.uppercased()] }
        names += ["providers", "widgetKit", "continued", "a", "x1", "in2", "letter"]
        let text = names.joined(separator: " ")
        var lexer = Lexer(file: SourceFile(path: "t", text: text))
        let list = Parser.TokenList(lexing: &lexer)
        for index in 0..<list.count {
            guard let name = list.tokens[index].identifier else { continue }
            #expect((list.codes[index] == Parser.keywordCode) == Parser.isKeyword(name), "'\(name)'")
        }
        #expect(list.count == names.count + 1)

        // The parser's word-read check of reserved words agrees with the plain rule, backticks included.
        let words = Array(Parser.reservedWords) + Parser.reservedWords.flatMap { [$0 + "s", String($0.dropLast()), "`\($0)`"] }
        var parser = Parser(file: SourceFile(path: "t", text: words.joined(separator: " ")))
        while !parser.atEnd {
            let name = parser.currentIdentifier ?? ""
            #expect(parser.isReservedWord == Parser.isReserved(name), "'\(name)'")
            parser.advance()
        }
    }

    @Test func strayCharactersCountAsSpace() {
        let result = tokens("a~b @ c")
        #expect(result.tokens.map(\.identifier) == ["a", "b", "c", nil])
        #expect(result.tokens[1].spaceBefore)
        #expect(result.diagnostics.count == 2)
    }

    /// Every offset's location, from the line tables, against counting from the start.
    @Test func locationsMatchCounting() {
        expectLocationsMatchCounting("model A {\n\tvar é: Int // ü\n}\r\n\n\"🙂\" x\n" + String(repeating: "y", count: 70) + "\nz")
    }

    /// The same over long random lines of ASCII, line breaks and wide characters,
    /// so the table's eight-bytes-at-a-time scan meets each at every position in a word.
    @Test func locationsMatchCountingOnMixedText() {
        var random = SplitMix64(seed: 0x11E5)
        let pieces = ["a", "bc", "        ", "\n", "\n\n", "é", "🙂", "中", "\r\n", "xyzxyzxyz", "\t"]
        for _ in 0..<20 {
            let text = (0..<random.below(300)).map { _ in random.pick(pieces) }.joined()
            expectLocationsMatchCounting(text)
        }
    }

    func expectLocationsMatchCounting(_ text: String) {
        let file = SourceFile(path: "t.widget", text: text)
        var line = 1, column = 1
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            let expectedColumn = offset < bytes.count && bytes[offset] & 0xC0 == 0x80 ? max(1, column - 1) : column
            #expect(file.location(ofOffset: offset) == SourceLocation(line: line, column: expectedColumn, offset: offset),
                    "offset \(offset)")
            guard offset < bytes.count else { break }
            if bytes[offset] == 0x0A { line += 1; column = 1 } else if bytes[offset] & 0xC0 != 0x80 { column += 1 }
        }
        #expect(file.location(ofOffset: -5).offset == 0)
        #expect(file.location(ofOffset: bytes.count + 5).offset == bytes.count)
        // The parser's shortcut for a range's end on its start's line gives the same
        // location whenever it gives one, and gives one for most ASCII ranges.
        var shortcuts = 0
        for start in 0...bytes.count {
            let startLocation = file.location(ofOffset: start)
            for end in start...min(bytes.count + 1, start + 40) {
                guard let location = file.location(ofOffset: end, onLineOf: startLocation, line: startLocation.line - 1) else { continue }
                shortcuts += 1
                #expect(location == file.location(ofOffset: end), "\(start)..<\(end)")
            }
        }
        #expect(shortcuts > 0 || !bytes.contains { $0 < 0x80 && $0 != 0x0A })
    }
}
