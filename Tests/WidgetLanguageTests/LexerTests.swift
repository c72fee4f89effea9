import Testing
@testable import WidgetLanguage

@Suite struct LexerTests {
    func kinds(_ source: String) -> [Token.Kind] {
        var lexer = Lexer(file: SourceFile(path: "t", text: source))
        return lexer.tokenize().map(\.kind).dropLast().map { $0 }
    }

    @Test(arguments: [
        ("let x", [Token.Kind.identifier("let"), .identifier("x")]),
        ("12.hours", [.integer(12), .punct("."), .identifier("hours")]),
        ("1_000", [.integer(1000)]),
        ("2.5e3", [.double(2500)]),
        ("$0.name", [.dollar(0), .punct("."), .identifier("name")]),
        ("@Parameter", [.attribute("Parameter")]),
        ("a..<b", [.identifier("a"), .punct("..<"), .identifier("b")]),
        ("a...b", [.identifier("a"), .punct("..."), .identifier("b")]),
        ("a ?? b", [.identifier("a"), .punct("??"), .identifier("b")]),
        ("-> != == <= >= && ||", [.punct("->"), .punct("!="), .punct("=="), .punct("<="), .punct(">="), .punct("&&"), .punct("||")]),
        ("\"a\\tb\"", [.string([.text("a\tb")])]),
        ("\"\\u{1F600}\"", [.string([.text("😀")])]),
        ("café ağaç 温度", [.identifier("café"), .identifier("ağaç"), .identifier("温度")]),
        ("`default`", [.identifier("default")]),
        ("/* a /* nested */ b */ x", [.identifier("x")]),
        ("x // comment", [.identifier("x")]),
    ])
    func tokens(_ source: String, _ expected: [Token.Kind]) {
        #expect(kinds(source) == expected)
    }

    @Test func interpolationKeepsTheExpressionsRange() {
        let source = "\"a \\(b + 1) c\""
        guard case .string(let parts)? = kinds(source).first, parts.count == 3,
              case .interpolation(let start, let end) = parts[1] else {
            Issue.record("expected text, interpolation, text")
            return
        }
        #expect(String(decoding: Array(source.utf8)[start..<end], as: UTF8.self) == "b + 1")
    }

    @Test func multilineStringDropsTheClosingIndentation() {
        let source = "let s = \"\"\"\n    one\n      two \\(x)    three\n    \"\"\"\n"
        guard case .string(let parts)? = kinds(source).dropFirst(3).first else {
            Issue.record("no string")
            return
        }
        #expect(parts.first == .text("one\n  two "))
        #expect(parts.last == .text("    three"))
    }

    @Test func newlineAndSpaceFlags() {
        var lexer = Lexer(file: SourceFile(path: "t", text: "a\n  .b c?"))
        let tokens = lexer.tokenize()
        #expect(tokens[1].atLineStart && tokens[1].spaceBefore)
        #expect(!tokens[2].atLineStart && !tokens[2].spaceBefore)
        #expect(tokens[3].spaceBefore)
        #expect(!tokens[4].spaceBefore)
    }

    /// A character that starts no token is reported, skipped and counts as a
    /// space before the next token (`a'(` reads as `a (`, not the call `a(`);
    /// an `@` without a name is reported and skipped but is no space.
    @Test func skippedCharactersAndTheSpaceAfterThem() {
        func lexed(_ source: String) -> (tokens: [Token], errors: Int) {
            var lexer = Lexer(file: SourceFile(path: "t", text: source))
            let tokens = lexer.tokenize()
            return (tokens, lexer.diagnostics.count)
        }
        let stray = lexed("a'(")
        #expect(stray.tokens.map(\.kind) == [.identifier("a"), .punct("("), .endOfFile])
        #expect(stray.errors == 1 && stray.tokens[1].spaceBefore && !stray.tokens[1].atLineStart)
        let two = lexed("a''\n(")
        #expect(two.tokens.map(\.kind) == [.identifier("a"), .punct("("), .endOfFile])
        #expect(two.errors == 2 && two.tokens[1].spaceBefore && two.tokens[1].atLineStart)
        let at = lexed("a@(")
        #expect(at.tokens.map(\.kind) == [.identifier("a"), .punct("("), .endOfFile])
        #expect(at.errors == 1 && !at.tokens[1].spaceBefore)
        let both = lexed("a@'b")
        #expect(both.tokens.map(\.kind) == [.identifier("a"), .identifier("b"), .endOfFile])
        #expect(both.errors == 2 && both.tokens[1].spaceBefore)
    }

    @Test(arguments: ["\"abc", "\"\\q\"", "let a = 1 ' 2", "/* open", "12abc", "\"\\(1\"", "“quoted”", "let a = 0b2"])
    func lexicalErrorsAreReportedWithLocations(_ source: String) {
        var lexer = Lexer(file: SourceFile(path: "t", text: source))
        _ = lexer.tokenize()
        #expect(!lexer.diagnostics.isEmpty)
        for diagnostic in lexer.diagnostics {
            #expect(diagnostic.range.start.offset <= source.utf8.count)
            #expect(diagnostic.range.start.line == 1)
        }
    }
}
