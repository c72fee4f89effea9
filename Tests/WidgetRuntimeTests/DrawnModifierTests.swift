import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime

/// The modifiers a cell frame can show, as a widget body draws them in
/// systemSmall (18 × 9 cells inside the border; 8 points a column, 16 a row):
/// `.position`, `.offset`, `.clipped`, `.lineLimit` ranges and reserved rows,
/// `.safeAreaInset`, `.safeAreaPadding`, `.containerRelativeFrame`,
/// `.gridCellColumns`, `.foregroundStyle(_:_:)`, `.accentColor`, `.backgroundStyle`.
@Suite struct DrawnModifierTests {
    static func render(_ body: String, mode: ColorMode = .none) throws -> (lines: [String], result: RenderResult) {
        let source = BodyWidget.source(body)
        #expect(BuiltinHarness.errors(source).isEmpty, "\(BuiltinHarness.errors(source))")
        let session = try TestSession.open(source, path: "drawn.widget")
        let result = try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: mode)).result
        return (result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), result)
    }

    static func lines(_ body: String) throws -> [String] { try render(body).lines }

    @Test func positionPutsTheViewsCentreAtThePoint() throws {
        // The view takes the 18 × 9 cells; "abc" is centred on column 4, row 2.
        let lines = try Self.lines("Text(\"abc\").position(x: 32, y: 32)")
        #expect(lines[3] == "│    abc             │", "\(lines)")
        let point = try Self.lines("Text(\"abc\").position(CGPoint(x: 32, y: 32))")
        #expect(point == lines)
    }

    @Test func offsetMovesTheViewByWholeCellsAndKeepsItsPlace() throws {
        let body = "VStack(alignment: .leading, spacing: 0) { Text(\"top\"); Text(\"moved\").offset(x: 24, y: 16); Text(\"end\") }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)"
        let lines = try Self.lines(body)
        #expect(lines[1] == "│ top                │", "\(lines)")
        #expect(lines[2] == "│                    │", "\(lines)")
        // "end" keeps its row below the moved view's place; the moved view is drawn a row down and 3 columns on.
        #expect(lines[3] == "│ endmoved           │", "\(lines)")
        let size = try Self.lines(body.replacingOccurrences(of: "offset(x: 24, y: 16)", with: "offset(CGSize(width: 24, height: 16))"))
        #expect(size == lines)
    }

    @Test func clippedCutsWhatIsDrawnOutsideTheFrame() throws {
        let body = "HStack(spacing: 0) { Text(\"abcdef\").offset(x: 16).frame(width: 48, alignment: .leading)MOD; Text(\"|\") }.frame(maxWidth: .infinity, alignment: .leading)"
        let clipped = try Self.lines(body.replacingOccurrences(of: "MOD", with: ".clipped()"))
        #expect(clipped[5] == "│   abcd|            │", "\(clipped)")
        // Unclipped, the moved text runs past its frame, on both sides of the bar.
        let unclipped = try Self.lines(body.replacingOccurrences(of: "MOD", with: ""))
        #expect(unclipped[5] == "│   abcd|f           │", "\(unclipped)")
    }

    @Test func lineLimitTakesARangesUpperBoundAndReservesRows() throws {
        let long = "Text(\"one two three four five six seven eight nine ten eleven twelve\")"
        for limit in ["1...2", "...2", "..<3", "2"] {
            let lines = try Self.lines("VStack(spacing: 0) { \(long).lineLimit(\(limit)); Text(\"after\") }")
            let after = try #require(lines.firstIndex { $0.contains("after") }, "\(limit): \(lines)")
            let first = try #require(lines.firstIndex { $0.contains("one") }, "\(limit): \(lines)")
            #expect(after - first == 2, "\(limit): \(lines)")
        }
        let reserved = try Self.lines("VStack(spacing: 0) { Text(\"one\").lineLimit(3, reservesSpace: true); Text(\"after\") }")
        let one = try #require(reserved.firstIndex { $0.contains("one") })
        #expect(reserved[one + 3].contains("after"), "\(reserved)")
        #expect(!reserved[one + 1].contains("after") && !reserved[one + 2].contains("after"), "\(reserved)")
    }

    @Test func safeAreaInsetPutsItsContentAtTheEdge() throws {
        let bottom = try Self.lines("Text(\"main\").frame(maxHeight: .infinity).safeAreaInset(edge: .bottom) { Text(\"bar\") }")
        #expect(bottom[9].contains("bar"), "\(bottom)")
        #expect(!bottom[9].contains("main"), "\(bottom)")
        let leading = try Self.lines("Text(\"main\").frame(maxWidth: .infinity).safeAreaInset(edge: .leading) { Text(\"L\") }")
        #expect(leading[5] == "│ L      main        │", "\(leading)")
    }

    @Test func safeAreaPaddingIsPaddingAndContainerRelativeFrameFills() throws {
        let padded = try Self.lines("Text(\"x\").safeAreaPadding(.leading, 24).frame(maxWidth: .infinity, alignment: .leading)")
        #expect(padded[5] == "│    x               │", "\(padded)")
        let insets = try Self.lines("Text(\"x\").safeAreaPadding(EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 0)).frame(maxWidth: .infinity, alignment: .leading)")
        #expect(insets == padded, "\(insets)")
        let filled = try Self.lines("Text(\"x\").containerRelativeFrame(.horizontal, alignment: .trailing)")
        #expect(filled[5] == "│                  x │", "\(filled)")
    }

    @Test func aGridCellSpansTheColumnsGridCellColumnsGives() throws {
        let body = "Grid { GridRow { Text(\"aaaa\"); Text(\"bbbb\") }; GridRow { Text(\"wide\").gridCellColumns(2) } }"
        let lines = try Self.lines(body)
        let row = try #require(lines.firstIndex { $0.contains("aaaa") })
        #expect(lines[row] == "│     aaaa bbbb      │", "\(lines)")
        // Centred across both columns (9 cells), not in the first.
        #expect(lines[row + 1] == "│       wide         │", "\(lines)")
    }

    @Test func theFirstOfSeveralForegroundStylesAndAccentColorColourTheText() throws {
        func colour(_ body: String) throws -> CellColor? {
            let result = try Self.render(body, mode: .trueColor).result
            for y in 0..<result.canvas.height {
                for x in 0..<result.canvas.width where result.canvas.character(atX: x, y: y) == "R" { return result.canvas[x, y].style.foreground }
            }
            return nil
        }
        let red = try colour("Text(\"R\").foregroundStyle(.red)")
        #expect(red != nil)
        #expect(try colour("Text(\"R\").foregroundStyle(.red, .blue)") == red)
        #expect(try colour("Text(\"R\").foregroundStyle(.red, .blue, .green)") == red)
        #expect(try colour("Text(\"R\").accentColor(.red)") == red)
        // The second and third styles are what `.secondary` and `.tertiary` draw inside.
        let blue = try colour("Text(\"R\").foregroundStyle(.blue)")
        let green = try colour("Text(\"R\").foregroundStyle(.green)")
        #expect(blue != red && green != blue)
        #expect(try colour("VStack { Text(\"R\").foregroundStyle(.secondary) }.foregroundStyle(.red, .blue)") == blue)
        #expect(try colour("VStack { Text(\"R\").foregroundStyle(.tertiary) }.foregroundStyle(.red, .blue, .green)") == green)
        #expect(try colour("VStack { Text(\"R\").foregroundStyle(.secondary) }.foregroundStyle(.red)") == nil, "faint, as before")
    }

    @Test func backgroundStyleFillsBackgroundIn() throws {
        func background(_ body: String) throws -> CellColor? {
            let result = try Self.render(body, mode: .trueColor).result
            for y in 0..<result.canvas.height {
                for x in 0..<result.canvas.width where result.canvas.character(atX: x, y: y) == "R" { return result.canvas[x, y].style.background }
            }
            return nil
        }
        let red = try background("Text(\"R\").background(.red)")
        #expect(red != nil)
        #expect(try background("Text(\"R\").background(in: Capsule()).backgroundStyle(.red)") == red)
        #expect(try background("Text(\"R\").background(in: Capsule())") == nil)
    }
}
