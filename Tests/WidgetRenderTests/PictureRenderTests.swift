import Testing
@testable import WidgetRender

/// Images drawn in half-block pixels: scaling by area averaging, alpha
/// blended over the background, clip shapes, the colour depths, the box
/// without colour, and scaled copies kept for redraws.
@Suite struct PictureRenderTests {
    /// An image from rows of (r, g, b, a).
    static func image(_ rows: [[(UInt8, UInt8, UInt8, UInt8)]], hash: UInt64 = 1) -> PixelImage {
        PixelImage(width: rows.first?.count ?? 0, height: rows.count,
                   rgba: rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } }, contentHash: hash)
    }

    static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
    static let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

    static func draw(_ node: ViewNode, _ width: Int, _ height: Int, _ mode: ColorMode = .trueColor) -> RenderResult {
        WidgetRenderer.render(node, width: width, height: height, options: RenderOptions(colorMode: mode))
    }

    @Test func eachCellIsTwoPixelsTopOverBottom() {
        let picture = Self.image([[Self.red, Self.blue], [Self.blue, Self.red]])
        let result = Self.draw(.picture(picture, resizable: true).frame(width: 16, height: 16), 2, 1)
        #expect(result.canvas.line(0) == "▀▀")
        #expect(result.canvas[0, 0].style.foreground == .rgb(255, 0, 0))
        #expect(result.canvas[0, 0].style.background == .rgb(0, 0, 255))
        #expect(result.canvas[1, 0].style.foreground == .rgb(0, 0, 255))
        #expect(result.text == "\u{1B}[0;38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0;38;2;0;0;255;48;2;255;0;0m▀\u{1B}[0m")
    }

    @Test func scalingAveragesTheAreaEachPixelCovers() {
        // 4×2 pixels into one cell column: the top pixel averages the top row.
        let picture = Self.image([[Self.red, Self.red, Self.blue, Self.blue], [Self.blue, Self.blue, Self.blue, Self.blue]])
        let result = Self.draw(.picture(picture, resizable: true).frame(width: 8, height: 16), 1, 1)
        #expect(result.canvas[0, 0].style.foreground == .rgb(128, 0, 128))
        #expect(result.canvas[0, 0].style.background == .rgb(0, 0, 255))
    }

    @Test func alphaIsBlendedOverTheBackgroundUnderIt() {
        let half: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 128)
        let picture = Self.image([[half], [Self.clear]])
        let node = ViewNode.picture(picture, resizable: true).frame(width: 8, height: 16).background(.rgb(0, 0, 200))
        let result = Self.draw(node, 1, 1)
        // White at half over blue; the transparent bottom pixel shows the blue.
        #expect(result.canvas[0, 0].style.foreground == .rgb(128, 128, 228))
        #expect(result.canvas[0, 0].style.background == .rgb(0, 0, 200))
        // With nothing under it, a transparent half leaves the terminal's own background.
        let bare = Self.draw(.picture(picture, resizable: true).frame(width: 8, height: 16), 1, 1)
        #expect(bare.canvas.line(0) == "▀")
        #expect(bare.canvas[0, 0].style.background == nil)
        let invisible = Self.draw(.picture(Self.image([[Self.clear], [Self.clear]]), resizable: true).frame(width: 8, height: 16), 1, 1)
        #expect(invisible.canvas.line(0) == " ")
    }

    @Test func aCircleClipKeepsTheBackgroundOutsideIt() {
        let picture = Self.image(Array(repeating: Array(repeating: Self.red, count: 8), count: 8))
        let node = ViewNode.picture(picture, resizable: true).frame(width: 64, height: 64).clipShape(.circle)
            .background(.rgb(0, 128, 0))
        let result = Self.draw(node, 8, 4)
        // Corners are outside the circle: the green background, no glyph.
        #expect(result.canvas.line(0).first == " ")
        #expect(result.canvas[0, 0].style.background == .rgb(0, 128, 0))
        #expect(result.canvas[4, 2].style.foreground == .rgb(255, 0, 0))
        #expect(result.canvas.line(0) == " ▀▀▀▀▀▀ ")
        // The cell at the edge: its top pixel outside (the green shows), its bottom inside.
        #expect(result.canvas[1, 0].style.foreground == .rgb(0, 128, 0))
        #expect(result.canvas[1, 0].style.background == .rgb(255, 0, 0))
        let square = Self.draw(ViewNode.picture(picture, resizable: true).frame(width: 64, height: 64).clipShape(.rectangle), 8, 4)
        #expect(square.canvas.line(0) == "▀▀▀▀▀▀▀▀")
        let rounded = Self.draw(ViewNode.picture(picture, resizable: true).frame(width: 64, height: 64)
            .clipShape(.roundedRectangle(cornerRadius: 16)), 8, 4)
        #expect(rounded.canvas.line(0) == "▄▀▀▀▀▀▀▄")
    }

    @Test func colourDepthsUseTheNearestPaletteColour() {
        let picture = Self.image([[(250, 10, 10, 255)], [(10, 10, 250, 255)]])
        let node = ViewNode.picture(picture, resizable: true).frame(width: 8, height: 16)
        #expect(Self.draw(node, 1, 1, .ansi256).text == "\u{1B}[0;38;5;196;48;5;21m▀\u{1B}[0m")
        #expect(Self.draw(node, 1, 1, .ansi16).text == "\u{1B}[0;91;44m▀\u{1B}[0m")
        let grey = ViewNode.picture(Self.image([[(100, 100, 100, 255)], [(101, 99, 100, 255)]]), resizable: true).frame(width: 8, height: 16)
        #expect(Self.draw(grey, 1, 1, .ansi256).text == "\u{1B}[0;38;5;241;48;5;241m▀\u{1B}[0m")
    }

    @Test func withoutColourItIsTheBox() {
        let picture = Self.image([[Self.red], [Self.blue]])
        let result = Self.draw(.picture(picture, resizable: true).frame(width: 24, height: 32), 3, 2, .none)
        #expect(result.text == "░░░\n░░░")
        let missing = Self.draw(.picture(nil), 8, 4, .trueColor)
        #expect(missing.canvas.line(1).contains("░░░░░░"))
    }

    @Test func fitKeepsTheAspectAndFillCropsTheMiddle() {
        // 4×2 pixels: twice as wide as high, so 4 columns × 1 row at that scale.
        let wide = Self.image([[Self.red, Self.blue, Self.blue, Self.red], [Self.red, Self.blue, Self.blue, Self.red]])
        let fit = Self.draw(ViewNode.picture(wide, resizable: true, contentMode: .fit).frame(width: 80, height: 80), 10, 5)
        let rows = (0..<5).filter { fit.canvas.line($0).contains("▀") }
        #expect(rows.count == 3, "a 10-column image of aspect 2:1 is 10 × 2.5 rows: \(rows)")
        #expect(fit.canvas.line(rows[0]).filter { $0 == "▀" }.count == 10)
        let fill = Self.draw(ViewNode.picture(wide, resizable: true, contentMode: .fill).frame(width: 16, height: 32), 2, 2)
        // The middle two columns of the source, all blue.
        #expect(fill.canvas[0, 0].style.foreground == .rgb(0, 0, 255))
        #expect(fill.canvas[1, 1].style.background == .rgb(0, 0, 255))
    }

    @Test func notResizableIsItsOwnSize() {
        let picture = Self.image(Array(repeating: Array(repeating: Self.red, count: 16), count: 32))
        let result = Self.draw(.picture(picture), 10, 6)
        let drawn = (0..<6).filter { result.canvas.line($0).contains("▀") }
        #expect(drawn.count == 2)
        #expect(result.canvas.line(drawn[0]).filter { $0 == "▀" }.count == 2)
    }

    @Test func aRedrawUsesTheScaledCopy() {
        let picture = Self.image(Array(repeating: Array(repeating: Self.red, count: 64), count: 64), hash: 7)
        let node = ViewNode.picture(picture, resizable: true).frame(width: 48, height: 48)
        let first = Self.draw(node, 6, 3), second = Self.draw(node, 6, 3)
        #expect(first.text == second.text)
        #expect(picture.scaledCopies == 1)
        #expect(first.images.count == 1 && first.images[0].frame == CellRect(x: 0, y: 0, width: 6, height: 3))
    }

    @Test func aHugeFrameDoesNotScaleAHugeCopy() {
        let picture = Self.image([[Self.red], [Self.blue]])
        let result = Self.draw(.picture(picture, resizable: true).frame(width: 1e9, height: 1e9), 4, 2)
        #expect(picture.scaledCopies == 0)
        #expect(result.canvas.line(0) == "    ")
    }
}
