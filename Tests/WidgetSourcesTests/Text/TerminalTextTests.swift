import Testing
@testable import WidgetSources

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text, ünïcödé, 한국어 😀", "plain text, ünïcödé, 한국어 😀"),
        ("keeps\nnew lines\tand tabs", "keeps\nnew lines\tand tabs"),
        ("clear\u{1B}[2Jed", "cleared"),
        ("\u{1B}[1;31mred\u{1B}[0m", "red"),
        ("\u{1B}[?1049h", ""),
        ("\u{1B}]8;;https://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("title\u{1B}]0;owned\u{07}!", "title!"),
        ("\u{1B}]52;c;ZXZpbA==\u{1B}[2J", ""),
        ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\done", "dcsdone"),
        ("apc\u{1B}_Gf=100;AAAA\u{1B}\\done", "apcdone"),
        ("c1\u{9B}31mred\u{9D}0;t\u{9C}!", "c1red!"),
        ("two-byte \u{1B}7saved\u{1B}8 \u{1B}(0box\u{1B}(B", "two-byte saved box"),
        ("bell\u{07} back\u{08}space cr\r del\u{7F} nul\u{0}", "bell backspace cr del nul"),
        ("dangling \u{1B}", "dangling "),
        ("unterminated \u{1B}]8;;http://x", "unterminated "),
        ("csi cut by text \u{1B}[31\nnext", "csi cut by text \nnext"),
    ])
    func removesControlSequences(_ input: String, _ expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test func noEscapeByteSurvivesAnyMix() {
        let pieces = ["\u{1B}", "[", "]", "\\", "\u{07}", "\u{9B}", "\u{9D}", "\u{9C}", "P", "8;;", "2J", "x", "\n", "é"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...20, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let clean = TerminalText.sanitize(text)
            #expect(!clean.unicodeScalars.contains { TerminalText.isControl($0) }, "\(text.debugDescription) → \(clean.debugDescription)")
        }
    }
}
