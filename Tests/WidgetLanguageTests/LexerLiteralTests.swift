import Testing
@testable import WidgetLanguage

/// String literals, punctuation, names at the ends of a lexed range, comments
/// and stray characters.
@Suite struct LexerLiteralTests {
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

    /// Names and runs of spaces end where they end: every length, at the end of
    /// the file, and at the end of a range lexed on its own (which may fall inside either).
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

    /// A `//` comment ends at its line break, or at the end of the file.
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

    @Test func strayCharactersCountAsSpace() {
        let result = tokens("a'b @ c")
        #expect(result.tokens.map(\.identifier) == ["a", "b", "c", nil])
        #expect(result.tokens[1].spaceBefore)
        #expect(result.diagnostics.count == 2)
    }
}
