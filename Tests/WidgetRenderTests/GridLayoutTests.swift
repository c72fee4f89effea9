import Testing
@testable import WidgetRender

/// `Grid` (columns as wide as their widest cell, a view outside a row spans
/// it), `LazyVGrid` / `LazyHGrid` with fixed, flexible and adaptive items,
/// `GeometryReader` (takes what it is offered, content at the top leading
/// corner) and redaction.
@Suite struct GridLayoutTests {
    static func lines(_ node: ViewNode, _ width: Int, _ height: Int) -> [String] {
        let result = WidgetRenderer.render(node, width: width, height: height)
        return (0..<height).map { result.canvas.line($0) }
    }

    static func row(_ texts: String...) -> ViewNode { ViewNode(.gridRow(alignment: nil, children: texts.map { .text($0) })) }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let grid = ViewNode(.grid(GridView(layout: .rows, alignment: .leading, children: [
            Self.row("a", "bbbbb", "c"),
            ViewNode(.divider),
            Self.row("dddd", "e", "ff"),
        ])))
        // 4 + 1 + 5 + 1 + 2 = 13 columns, centred in 15; the divider spans them.
        #expect(Self.lines(grid, 15, 3) == [
            " a    bbbbb c  ",
            " ───────────── ",
            " dddd e     ff ",
        ])
    }

    @Test func gridColumnsTooWideGiveWayFromTheWidest() {
        let grid = ViewNode(.grid(GridView(layout: .rows, alignment: .leading, horizontalSpacing: 0, children: [
            Self.row("abcdefghij", "xy"),
        ])))
        // 10 + 2 do not fit in 8: the wide column is lowered to 6 and its text wraps or truncates.
        let lines = Self.lines(grid, 8, 2)
        #expect(lines.contains { $0.hasSuffix("xy") }, "\(lines)")
    }

    @Test func lazyVGridFixedFlexibleAndAdaptiveColumns() {
        // 40 pt = 5 columns fixed; a 1-column spacing between items; the flexible and the
        // adaptive item share the rest (30 - 5 - 2 = 23: 12 and 11); the adaptive 11 holds two
        // tracks of at least 32 pt = 4 columns (4 + 1 + 4 ≤ 11), each (11 - 1) / 2 = 5 wide.
        let items = [GridItem(.fixed(40)), GridItem(.flexible(minimum: 10, maximum: .infinity)), GridItem(.adaptive(minimum: 32, maximum: .infinity))]
        let grid = ViewNode(.grid(GridView(layout: .lazy(axis: .vertical, items: items), verticalSpacing: 0,
                                           children: ["1", "2", "3", "4", "5", "6"].map { .text($0) })))
        let lines = Self.lines(grid, 30, 3)
        #expect(lines[0] == "  1        2         3     4  ", "\(lines)")
        #expect(lines[1] == "  5        6                  ", "\(lines)")
    }

    @Test func lazyHGridFillsRowsColumnByColumn() {
        let items = [GridItem(.fixed(16)), GridItem(.fixed(16))]
        let grid = ViewNode(.grid(GridView(layout: .lazy(axis: .horizontal, items: items), alignment: .topLeading, horizontalSpacing: 8,
                                           children: ["one", "two", "three"].map { .text($0) })))
        // Columns as wide as their widest view, 1 column apart; the grid (11 wide) centred in 12.
        #expect(Self.lines(grid, 12, 2) == [" one three  ", " two        "])
    }

    @Test func aGeometryReaderTakesTheOfferAndNotesItsSize() {
        let reader = ViewNode(.geometryReader(id: 7, content: .text("hi")))
        let node = ViewNode.vStack([ViewNode.text("top"), reader])
        // The reader takes the rest of the stack; its content sits at its top leading corner.
        #expect(Self.lines(node, 6, 3) == [" top  ", "hi    ", "      "])
        let sizes = WidgetRenderer.geometryReaderSizes(ViewNode(.geometryReader(id: 3, content: nil)), family: .systemSmall)
        #expect(sizes == [3: CellSize(width: 18, height: 9)])
    }

    @Test func fillingGeometryReadersReachesNestedOnes() {
        let tree = ViewNode.hStack([ViewNode(.grid(GridView(layout: .rows, children: [
            ViewNode(.gridRow(alignment: nil, children: [ViewNode(.geometryReader(id: 1, content: nil))])),
        ])))])
        let filled = tree.fillingGeometryReaders([1: .text("x")])
        #expect(filled.hasGeometryReader)
        #expect(Self.lines(filled, 3, 1) == ["x  "])
    }

    @Test func redactedTextIsBarsOfItsWidthAndUnredactedIsNot() {
        let node = ViewNode.vStack(alignment: .leading, [
            ViewNode.text("ab cd"),
            ViewNode.text("keep").modifier(.unredacted),
            ViewNode.image(systemName: "star.fill"),
        ]).modifier(.redacted(placeholder: true, privacy: false))
        #expect(Self.lines(node, 5, 3) == ["▇▇ ▇▇", "keep ", "▇    "])
    }

    @Test func redactedTextConcatenationIsBarsToo() {
        let node = ViewNode(.styledText([TextRun("ab "), TextRun("cd", modifiers: [.bold(true)])]))
            .modifier(.redacted(placeholder: true, privacy: false))
        #expect(Self.lines(node, 5, 1) == ["▇▇ ▇▇"])
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() {
        let node = ViewNode.hStack([ViewNode.text("Balance"), ViewNode.text("$12").modifier(.privacySensitive(true))])
            .modifier(.redacted(placeholder: false, privacy: true))
        #expect(Self.lines(node, 11, 1) == ["Balance ▇▇▇"])
    }
}
