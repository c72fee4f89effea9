import Testing
@testable import WidgetRender

private let styled: ViewNode = .vStack([
    .text("Bold").bold(),
    .text("Red").foregroundStyle(.named(.red)),
    .text("Hex").foregroundStyle(.rgb(0x12, 0x34, 0x56)),
    .text("Dim").foregroundStyle(.secondary),
    .text("Under").underline().italic(),
    .text("Gone").strikethrough(),
    .text("Back").background(.named(.blue)),
    .link("https://example.com", .text("Site")),
])

private func render(_ mode: ColorMode) -> String {
    WidgetRenderer.render(styled, width: 8, height: 8, options: RenderOptions(colorMode: mode)).text
}

@Test func ansi16HasExpectedSGR() {
    let text = render(.ansi16)
    #expect(text.contains("\u{1B}[0;1mBold"))
    #expect(text.contains("\u{1B}[0;31mRed"))
    #expect(text.contains("\u{1B}[0;2mDim"))
    #expect(text.contains("\u{1B}[0;3;4mUnder"))
    #expect(text.contains("\u{1B}[0;9mGone"))
    #expect(text.contains("\u{1B}[0;44mBack"))
    #expect(text.contains("\u{1B}[0m"))
}

@Test func ansi256AndTrueColor() {
    #expect(render(.ansi256).contains("\u{1B}[0;38;5;"))
    let truecolor = render(.trueColor)
    #expect(truecolor.contains("\u{1B}[0;38;2;18;52;86mHex"))
    #expect(truecolor.contains("\u{1B}[0;38;2;255;59;48mRed"))
    #expect(truecolor.contains("\u{1B}[0;48;2;0;122;255mBack"))
}

@Test func linksBecomeOSC8() {
    let text = render(.ansi16)
    #expect(text.contains("\u{1B}]8;;https://example.com\u{1B}\\"))
    #expect(text.contains("\u{1B}]8;;\u{1B}\\"))
    #expect(!render(.none).contains("]8;;"))
}

@Test func plainOutputHasNoEscape() {
    let text = render(.none)
    #expect(!text.utf8.contains(0x1B))
    #expect(text.contains("Bold"))
    let family = WidgetRenderer.render(SampleWidgets.todo(), family: .systemSmall,
                                       options: RenderOptions(colorMode: .none, showsButtonNumbers: true))
    #expect(!family.text.utf8.contains(0x1B))
}

@Test(arguments: [
    ([String: String](), true, ColorMode.ansi16),
    (["TERM": "xterm-256color"], true, .ansi256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor),
    (["COLORTERM": "24bit"], true, .trueColor),
    (["TERM": "dumb"], true, .none),
    (["TERM": "xterm-256color"], false, .none),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
    (["COLORTERM": "truecolor", "NO_COLOR": "yes"], true, .none),
])
func colorModeDetection(environment: [String: String], isTerminal: Bool, expected: ColorMode) {
    #expect(ColorMode.detect(environment: environment, isTerminal: isTerminal) == expected)
}

@Test func noColorBeatsForcedColor() {
    let mode = ColorMode.forced(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
    #expect(mode == .none)
    let text = render(mode)
    #expect(!text.utf8.contains(0x1B))
    #expect(ColorMode.forced(environment: [:]) == .ansi16)
}

@Test func containerBackgroundFillsTheBox() {
    let node = ViewNode.text("Hi").containerBackground(.named(.blue))
    let result = WidgetRenderer.render(node, family: .systemSmall, options: RenderOptions(colorMode: .ansi16))
    #expect(result.canvas[1, 1].style.background == .named(.blue))
    #expect(result.canvas[0, 0].style.background == nil)
    #expect(result.text.contains("\u{1B}[0;44m"))
}
