import Testing
@testable import WidgetRender

/// Controls inside a text are drawn visibly (`␛`, `\u{9B}`, `⟨U+202E⟩`), in a
/// widget's Text and in the lines the live host writes, and never reach the
/// output raw, plain or coloured.
@Suite struct ControlTextTests {
    static let hostile = "a\u{1B}[2Jb\u{9B}c\u{202E}d"

    @Test(arguments: [ColorMode.none, .ansi256])
    func aTextShowsItsControlsVisibly(_ mode: ColorMode) {
        let result = WidgetRenderer.render(ViewNode(.text(Self.hostile)).modifier(.foregroundStyle(.named(.blue))), family: .systemMedium)
        let lines = (0..<result.canvas.height).map { result.canvas.line($0) }
        #expect(lines.contains { $0.contains("a␛[2Jb\\u{9B}c⟨U+202E⟩d") }, "\(lines)")
        let output = TextOutput.write(result.canvas, mode: mode)
        #expect(!output.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
        #expect(!output.contains("\u{1B}[2J"))
    }

    @Test func aLineWrittenIntoAGridShowsItsControlsVisibly() {
        var screen = Canvas(width: 30, height: 1)
        #expect(screen.write(Self.hostile, atX: 0, y: 0) == 22)
        #expect(screen.line(0) == "a␛[2Jb\\u{9B}c⟨U+202E⟩d        ")
    }
}
