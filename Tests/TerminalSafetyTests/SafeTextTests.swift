import Foundation
import Testing
import TerminalSafety

@Suite struct SafeTextTests {
    @Test(arguments: [
        ("plain text, ünïcödé ✓ 日本", "plain text, ünïcödé ✓ 日本"),
        ("line\nnext\tcolumn", "line\nnext\tcolumn"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}", "␛]52;c;ZXZpbA==␇"),
        ("\u{1B}[2J\u{1B}[31mred", "␛[2J␛[31mred"),
        ("c1 \u{9B}31m", "c1 \\u{9B}31m"),
        ("\u{80}\u{9F}", "\\u{80}\\u{9F}"),
        ("nul\u{0}cr\r del\u{7F}", "nul␀cr␍ del␡"),
        ("abc\u{202E}fed\u{202C}", "abc⟨U+202E⟩fed⟨U+202C⟩"),
        ("\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}", "⟨U+2066⟩x⟨U+2069⟩⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩"),
        ("é ‘quotes’ — ⟨⟩ \u{A0}", "é ‘quotes’ — ⟨⟩ \u{A0}"),
    ])
    func controlsAreShownVisibly(_ input: String, _ expected: String) {
        #expect(SafeText.visible(input) == expected)
    }

    /// Every character below U+3000 that is unsafe comes out as printable text, and a second pass changes nothing.
    @Test func nothingUnsafeIsLeftAndSanitizingTwiceChangesNothing() {
        var text = ""
        for value in UInt32(0)..<0x3000 { if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) } }
        let once = SafeText.visible(text)
        #expect(!once.unicodeScalars.contains { SafeText.isUnsafe($0) })
        #expect(!once.utf8.contains(0x1B))
        #expect(SafeText.visible(once) == once)
    }

    /// JSON keeps its value: the escapes decode to the same characters, and no raw control is printed.
    @Test func jsonEscapesC1DELAndBidiControls() throws {
        let value = ["text": "a\u{1B}[2J b\u{9B}31m c\u{202E}d e\u{7F}"]
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        let safe = SafeText.json(String(decoding: data, as: UTF8.self))
        #expect(!safe.unicodeScalars.contains { SafeText.isUnsafe($0) }, "\(safe.debugDescription)")
        #expect(safe.contains("\\u009b") && safe.contains("\\u202e") && safe.contains("\\u007f"))
        let decoded = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        #expect(decoded == value)
    }
}
