import Testing
@testable import WidgetRender

/// Grids made of grids and text, as the live host composes its screen.
@Suite struct CanvasComposeTests {
    @Test func aWidgetDrawnIntoALargerGridKeepsItsCellsAndStyles() {
        var style = CellStyle.plain
        style.foreground = .named(.blue)
        let widget = WidgetRenderer.render(ViewNode(.text("你好 ok")).modifier(.foregroundStyle(.named(.blue))), family: .systemSmall)
        var screen = Canvas(width: 30, height: 14)
        screen.draw(widget.canvas, atX: 3, y: 2)
        for y in 0..<widget.canvas.height {
            for x in 0..<widget.canvas.width {
                #expect(screen.character(atX: x + 3, y: y + 2) == widget.canvas.character(atX: x, y: y))
                #expect(screen[x + 3, y + 2].style == widget.canvas[x, y].style)
                #expect(screen[x + 3, y + 2].width == widget.canvas[x, y].width)
            }
        }
    }

    @Test func drawingIsClippedAtTheEdges() {
        let widget = WidgetRenderer.render(ViewNode(.text("x")), family: .systemSmall)
        var screen = Canvas(width: 10, height: 5)
        screen.draw(widget.canvas, atX: -2, y: 3)
        #expect(screen.line(3) == "──────────")
        #expect(screen.line(0) == "          ")
    }

    @Test func textIsCutToItsWidthAndNeverSplitsAWideCharacter() {
        var screen = Canvas(width: 12, height: 2)
        #expect(screen.write("ab你好cd", atX: 1, y: 0, maxWidth: 5) == 4)
        #expect(screen.line(0) == " ab你       ")
        #expect(screen.write("tab\there", atX: 0, y: 1) == 7)
        #expect(screen.line(1) == "tabhere     ")
    }

    @Test func clustersAndLinksAreCarriedOver() {
        var source = Canvas(width: 4, height: 1)
        source.put("👍🏽", cellWidth: 2, x: 0, y: 0, style: CellStyle(link: source.linkNumber(for: "https://example.com")), clip: source.bounds)
        var screen = Canvas(width: 6, height: 1)
        screen.draw(source, atX: 1, y: 0)
        #expect(screen.character(atX: 1, y: 0) == "👍🏽")
        #expect(screen.links == ["https://example.com"])
        #expect(screen[1, 0].style.link == 1)
    }
}
