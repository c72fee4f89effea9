import Testing
@testable import WidgetLanguage

/// Swift's lexical grammar, token by token. The forms in the tables that lex
/// without an error are the ones `acceptedBySwift` lists in whole statements,
/// each accepted by `swiftc -parse -swift-version 6` when it was written.
@Suite struct SwiftLexicalTests {
    /// Each token as text: `name`, `12`, `2.5`, `"text\(expr)"` (a string's parts
    /// with each interpolation's source), `/re/` (a regex as written), `$0`,
    /// `@Attr`, `` `name` `` and operators and punctuation as written.
    static func describe(_ source: String) -> (tokens: [String], errors: [String]) {
        let file = SourceFile(path: "t.swift", text: source)
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize().dropLast().map { token -> String in
            switch token.kind {
            case .identifier(let name): return token.isEscaped ? "`\(name)`" : name
            case .integer(let value): return "\(value)"
            case .largeInteger(let digits): return "large \(digits)"
            case .double(let value): return "\(value)"
            case .string(let parts):
                return "\"" + parts.map { part -> String in
                    switch part {
                    case .text(let text): return text
                    case .interpolation(let start, let end): return "\\(" + String(decoding: file.bytes[start..<end], as: UTF8.self) + ")"
                    }
                }.joined() + "\""
            case .regex(let text): return text
            case .dollar(let n): return "$\(n)"
            case .attribute(let name): return "@\(name)"
            case .punct(let text): return text
            case .endOfFile: return "end"
            }
        }
        return (tokens, lexer.diagnostics.map(\.message))
    }

    static func expectTokens(_ source: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (tokens, errors) = describe(source)
        #expect(errors == [], "\(source)", sourceLocation: sourceLocation)
        #expect(tokens == expected, "\(source)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("0b1010_1010", ["170"]),
        ("0o7_7", ["63"]),
        ("0xFF", ["255"]),
        ("0x1p-2", ["0.25"]),
        ("0x1.8p3", ["12.0"]),
        ("0x1P+4", ["16.0"]),
        ("1_000_", ["1000"]),
        ("1__0", ["10"]),
        ("0x1_", ["1"]),
        ("1.5_e1_0", ["15000000000.0"]),
        ("2.5e-3", ["0.0025"]),
        ("00012", ["12"]),
        ("0xFF.description", ["255", ".", "description"]),
        // Beyond Int: kept as digits (the type it is used as says whether it fits).
        ("99999999999999999999", ["large 99999999999999999999"]),
        ("18_446_744_073_709_551_615", ["large 18446744073709551615"]),
        ("0xFFFF_FFFF_FFFF_FFFF", ["large 0xFFFFFFFFFFFFFFFF"]),
        ("0b1_0000000000000000000000000000000000000000000000000000000000000000", ["large 0b10000000000000000000000000000000000000000000000000000000000000000"]),
        ("t.1.0", ["t", ".", "1", ".", "0"]),
        ("1.e5", ["1", ".", "e5"]),
        ("12.hours", ["12", ".", "hours"]),
    ])
    func numbers(_ source: String, _ expected: [String]) {
        Self.expectTokens(source, expected)
    }

    @Test(arguments: [
        (#""a\(x)b\(x + 1)""#, [#""a\(x)b\(x + 1)""#]),
        (##"#"a "q" \#(x) \n"#"##, [#""a "q" \(x) \n""#]),
        (###"##"a "# b"##"###, [##""a "# b""##]),
        (#""\u{1F600}\t\0\\\"\'""#, ["\"😀\t\0\\\"'\""]),
        (##""\(#"x"#)""##, [##""\(#"x"#)""##]),
        (#""\("(")""#, [#""\("(")""#]),
        (#""\(a /* ) */ )""#, [#""\(a /* ) */ )""#]),
        ("\"\\(\"\"\"\n  inner\n  \"\"\")\"", ["\"\\(\"\"\"\n  inner\n  \"\"\")\""]),
    ])
    func strings(_ source: String, _ expected: [String]) {
        Self.expectTokens(source, expected)
    }

    @Test(arguments: [
        // The closing line's indentation goes from every line; an empty line needs none.
        ("\"\"\"\n    a\n      b\n\n    c\n    \"\"\"", ["\"a\n  b\n\nc\""]),
        // `\` at a line's end joins it to the next; an interpolation may span lines.
        ("\"\"\"\n  a\\\n  b \\(1 +\n  2)\n  \"\"\"", ["\"ab \\(1 +\n  2)\""]),
        // Raw: `\#(…)` interpolates, `\n` is two characters, `"""` inside stays.
        ("#\"\"\"\n  a\\#(1)\n  \"quoted\" \\n \"\"\"\n  \"\"\"#", ["\"a\\(1)\n\"quoted\" \\n \"\"\"\""]),
        // Line breaks are \n whatever the file uses; the last one goes.
        ("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"", ["\"a\nb\""]),
        ("\"\"\"\n\"\"\"", ["\"\""]),
        // An escaped line break at the end is kept; the one before the closing line goes.
        ("\"\"\"\n  a\\n\n  \"\"\"", ["\"a\n\""]),
    ])
    func multilineStrings(_ source: String, _ expected: [String]) {
        Self.expectTokens(source, expected)
    }

    @Test(arguments: [
        ("温度 café 😀x x😀 a$b é́ ağaç", ["温度", "café", "😀x", "x😀", "a$b", "é́", "ağaç"]),
        ("`class` `a b` `default`", ["`class`", "`a b`", "`default`"]),
        ("@MainActor @Model @ünlü", ["@MainActor", "@Model", "@ünlü"]),
        ("$0 $12 $abc $0abc", ["$0", "$12", "$abc", "$0abc"]),
        ("#if os(Linux) #Preview #available", ["#", "if", "os", "(", "Linux", ")", "#", "Preview", "#", "available"]),
        ("#!/usr/bin/env swift\nlet x", ["let", "x"]),
        ("_ _x", ["_", "_x"]),
    ])
    func names(_ source: String, _ expected: [String]) {
        Self.expectTokens(source, expected)
    }

    @Test(arguments: [
        ("a+-b", ["a", "+-", "b"]),
        ("x! + y!", ["x", "!", "+", "y", "!"]),
        ("a?.b", ["a", "?", ".", "b"]),
        ("a!=b", ["a", "!", "=", "b"]),
        ("a != b", ["a", "!=", "b"]),
        ("a ?? b", ["a", "??", "b"]),
        ("x!!", ["x", "!", "!"]),
        ("!!x", ["!!", "x"]),
        ("Array<Int?>", ["Array", "<", "Int", "?", ">"]),
        ("Array<Array<Int>>=[]", ["Array", "<", "Array", "<", "Int", ">>=", "[", "]"]),
        ("a...b a..<b x...", ["a", "...", "b", "a", "..<", "b", "x", "..."]),
        (".+. .red", [".+.", ".", "red"]),
        ("√4 ⭐ x ±y", ["√", "4", "⭐", "x", "±", "y"]),
        ("a&&!b", ["a", "&&!", "b"]),
        ("a /*c*/ + b", ["a", "+", "b"]),
        ("a+//c\nb", ["a", "+", "b"]),
        ("(x) -> Int", ["(", "x", ")", "->", "Int"]),
        ("\\.name", ["\\", ".", "name"]),
        ("&x", ["&", "x"]),
        ("x ? y : z", ["x", "?", "y", ":", "z"]),
    ])
    func operators(_ source: String, _ expected: [String]) {
        Self.expectTokens(source, expected)
    }

    @Test(arguments: [
        ("let r = /a+b/", ["let", "r", "=", "/a+b/"]),
        ("f(/a/)", ["f", "(", "/a/", ")"]),
        ("return /x/", ["return", "/x/"]),
        ("[/a/, /b/]", ["[", "/a/", ",", "/b/", "]"]),
        ("!/a/", ["!", "/a/"]),
        ("/[/]/", ["/[/", "]", "/"]),
        ("/a\\/b/", ["/a\\/b/"]),
        ("#/a/b/#", ["#/a/b/#"]),
        ("##/a/#b/##", ["##/a/#b/##"]),
        ("#/\n  a+\n  b\n/#", ["#/\n  a+\n  b\n/#"]),
        // Division: after an operand, or with space on both sides after one.
        ("8 / 2 / 4", ["8", "/", "2", "/", "4"]),
        ("a/b/c", ["a", "/", "b", "/", "c"]),
        ("(x) / 2 /y", ["(", "x", ")", "/", "2", "/", "y"]),
        ("$0 / 2", ["$0", "/", "2"]),
        ("x /= 2", ["x", "/=", "2"]),
        ("f(a, /)", ["f", "(", "a", ",", "/", ")"]),
        ("/ a /", ["/", "a", "/"]),
        ("/a) /", ["/", "a", ")", "/"]),
        ("func /(a: Int, b: Int) {}", ["func", "/", "(", "a", ":", "Int", ",", "b", ":", "Int", ")", "{", "}"]),
    ])
    func regexLiterals(_ source: String, _ expected: [String]) {
        Self.expectTokens(source, expected)
    }

    @Test(arguments: [
        ("0x_1", ["'_' is not a hexadecimal digit (0-9, A-F) in '0x_1'"]),
        ("0b102", ["'2' is not a binary digit (0 or 1) in '0b102'"]),
        ("0o8", ["'8' is not an octal digit (0-7) in '0o8'"]),
        ("1e_5", ["expected a digit in the exponent of '1e'"]),
        ("0x1.8", ["a hexadecimal floating point literal ends with an exponent, as in 0x1.8p3"]),
        ("12abc", ["invalid number literal '12abc'"]),
        (###"#"a"##"###, ["too many '#' after the closing quote: the string opened with 1"]),
        (###"#"\##n"#"###, ["too many '#' in this escape: the string opened with 1"]),
        ("\"\"\" x\n  a\n  \"\"\"", ["a multi-line string starts with '\"\"\"' followed by a line break"]),
        ("\"\"\"\n  a\n b\n  \"\"\"", ["this line of a multi-line string is indented less than its closing '\"\"\"'; indent it as that line is"]),
        ("\"\"\"\n  a\n \n  \"\"\"", ["this line of a multi-line string is indented less than its closing '\"\"\"'; indent it as that line is"]),
        ("\"\"\"\n  a\n  x\"\"\"", ["the closing '\"\"\"' of a multi-line string goes on a line of its own"]),
        ("\"\\(1 +\n2)\"", ["unterminated interpolation; add ')' to close '\\('", "unterminated string literal; add a closing '\"'"]),
        ("#/abc", ["unterminated regex literal; add a closing '/#'"]),
        ("x = / a/", ["a regex literal cannot start with a space; escape it, or write #/ … /#"]),
        ("``", ["a name in backticks must not be empty, as in `default`"]),
        ("$", ["expected a number or a name after '$' (as in $0 or $binding)"]),
        ("let s = “a”", ["a curly quote '“' starts no string in Swift; use a straight double quote",
                          "a curly quote '”' starts no string in Swift; use a straight double quote"]),
        ("let s = 'a'", ["a single quote starts no string in Swift; use a double quote",
                         "a single quote starts no string in Swift; use a double quote"]),
    ])
    func errors(_ source: String, _ expected: [String]) {
        #expect(Self.describe(source).errors == expected, "\(source)")
    }

    /// Statements that `swiftc -parse -swift-version 6` accepts: no lexical error here either.
    @Test(arguments: [
        "let b = 0b1010_1010",
        "let o = 0o7_7",
        "let h = 0xFF",
        "let q = 0x1p-2",
        "let e = 0x1.8p3",
        "let t = 1_000_",
        "let u = 1__0",
        "let v = 0x1_",
        "let w = 1.5_e1_0",
        "let d = 0xFF.description",
        "let t = (1, (2, 3)); let z = t.1.0",
        "let e = 1.e5",
        "let s = 2.5e-3",
        "let z = 00012",
        "let x = 1; let r = #\"a \"q\" \\#(x) \\n\"#",
        "let r = ##\"a \"# b\"##",
        "let x = 1; let s = \"a\\(x)b\\(x + 1)\"",
        "let 温度 = 1; let café = 2; let 😀x = 3; let x😀 = 4; let a$b = 5; let é́ = 6",
        "let `class` = 1; let `a b` = 2; let `default` = 3",
        "@MainActor func f() {}",
        "let a = [1].map { $0 + 1 }; let b = $abc",
        "let a = 1, b = 2; let c = a+-b",
        "let x: Int? = 1; let y = x!",
        "let a: [Int]? = nil; let c = a?.count",
        "let x: Array<Int?> = []",
        "var x: Array<Array<Int>>=[]",
        "let r = 1...2; let s = 1..<2",
        "infix operator .+.",
        "prefix operator √",
        "infix operator ⭐",
        "let a = true, b = false; let c = a&&!b",
        "let a = 1; let c = a+//c\n1",
        "let r = /a+b/",
        "let x = 8 / 2 / 4",
        "let y = [1].map { $0 / 2 }",
        "let r = #/a/b/#",
        "let r = ##/a/#b/##",
        "let r = #/\n  a+\n  b\n/#",
        "func f(_ r: Regex<Substring>) {}; f(/a/)",
        "func g() -> Regex<Substring> { return /x/ }",
        "let r = !/a/",
        "let x = 1; let y = (x) / 2",
        "let r = [/a/, /b/]",
        "let a = 4, b = 2, c = 1; let r = a/b/c",
        "#!/usr/bin/env swift\nlet x = 1",
        "#if os(Linux)\nlet x = 1\n#endif",
        "let s = \"\"\"\n    a\n      b\n    \\(1 +\n    2)\n    c\\\n    d\n    \"\"\"",
        "let s = #\"\"\"\n  a\\#(1)\n  \"quoted\" \\n\n  \"\"\"#",
        "let s = \"\"\"\n\"\"\"",
        "let s = \"\\(\"\"\"\n  inner\n  \"\"\")\"",
    ])
    func acceptedBySwift(_ source: String) {
        #expect(Self.describe(source).errors == [], "\(source)")
    }

    /// Interpolations inside strings inside interpolations stop at a depth, with an error, not a crash.
    @Test func deepInterpolationIsBounded() {
        let source = String(repeating: "\"\\(", count: 300) + "1" + String(repeating: ")\"", count: 300)
        let errors = Self.describe(source).errors
        #expect(errors.contains { $0.hasPrefix("string interpolations are nested too deeply") }, "\(errors.prefix(3))")
    }
}
