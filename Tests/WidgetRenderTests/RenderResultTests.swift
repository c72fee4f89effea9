import Testing
@testable import WidgetRender

@Test func buttonsAreNumberedInReadingOrder() {
    let node = ViewNode.vStack([
        .hStack([.button(ButtonAction(intent: "B"), .text("two")), .button(ButtonAction(intent: "A"), .text("one"))]),
        .button(ButtonAction(intent: "C", arguments: ["7"]), .text("three")),
    ])
    let result = WidgetRenderer.render(node, width: 12, height: 2)
    #expect(result.buttons.map(\.number) == [1, 2, 3])
    #expect(result.buttons.map(\.action.intent) == ["B", "A", "C"])
    #expect(result.buttons[2].action.arguments == ["7"])
    #expect(result.buttons[0].frame == CellRect(x: 2, y: 0, width: 3, height: 1))
    #expect(result.button(atX: 7, y: 0)?.number == 2)
    #expect(result.button(atX: 0, y: 0) == nil)
}

@Test func todoButtonsAndBadges() {
    let result = WidgetRenderer.render(SampleWidgets.todo(), family: .systemSmall,
                                       options: RenderOptions(showsButtonNumbers: true))
    #expect(result.buttons.count == 3)
    #expect(result.buttons.map(\.action.arguments) == [["1"], ["2"], ["3"]])
    for button in result.buttons {
        #expect(!result.canvas[button.frame.x - 1, button.frame.y].isBlank)
    }
}

@Test func layoutRecordHasFrames() {
    let node = ViewNode.vStack([.text("Title"), .image(systemName: "star.fill")])
    let result = WidgetRenderer.render(node, width: 10, height: 2, options: RenderOptions(recordsLayout: true))
    guard let root = result.layout else {
        Issue.record("no layout record")
        return
    }
    #expect(root.kind == "vStack")
    #expect(root.frame == CellRect(x: 2, y: 0, width: 5, height: 2))
    #expect(root.children.map(\.kind) == ["text", "image"])
    #expect(root.children.first?.detail == "Title")
    #expect(WidgetRenderer.render(node, width: 10, height: 2).layout == nil)
}

@Test func widgetURLIsKept() {
    let result = WidgetRenderer.render(ViewNode.text("x").widgetURL("widgetry://todo"), family: .systemSmall)
    #expect(result.widgetURL == "widgetry://todo")
    #expect(result.canvas.links == ["widgetry://todo"])
}

@Test(arguments: [
    ("systemSmall", WidgetFamily.systemSmall), (".systemMedium", .systemMedium), ("large", .systemLarge),
    ("extraLarge", .systemExtraLarge), ("extraLargePortrait", .systemExtraLargePortrait), ("accessoryRectangular", .accessoryRectangular),
    ("inline", .accessoryInline), ("circular", .accessoryCircular),
])
func familyByName(name: String, family: WidgetFamily) {
    #expect(WidgetFamily(name: name) == family)
}

@Test func familySizes() {
    #expect(WidgetFamily(name: "huge") == nil)
    let sizes = WidgetFamily.allCases.map { "\($0.size.width)x\($0.size.height)" }
    #expect(sizes == ["22x11", "46x11", "46x23", "94x23", "46x47", "22x4", "40x1", "7x4", "7x4"])
    for family in WidgetFamily.allCases {
        let canvas = WidgetRenderer.render(.text("x"), family: family).canvas
        #expect(canvas.width == family.size.width && canvas.height == family.size.height)
    }
    #expect(!WidgetFamily.accessoryInline.hasBorder)
}

@Test func pointsToCells() {
    #expect(PointScale.columns(7) == 1)
    #expect(PointScale.rows(7) == 0)
    #expect(PointScale.columns(50) == 6)
    #expect(PointScale.rows(50) == 3)
    #expect(PointScale.columns(4) == 0)
    #expect(PointScale.columns(5) == 1)
    #expect(PointScale.rows(8) == 0)
    #expect(PointScale.rows(.infinity) == ProposedSize.infinity)
    #expect(PointScale.rows(-3) == 0)
}

@Test func diffFindsChangedCells() {
    let before = WidgetRenderer.render(SampleWidgets.todo(), family: .systemSmall).canvas
    let after = WidgetRenderer.render(SampleWidgets.todo([("Go to the gym", true), ("Join the meeting at ten", true),
                                                           ("Walk the dog", false)]), family: .systemSmall).canvas
    let diff = CanvasDiff(from: before, to: after)
    #expect(!diff.needsFullRedraw)
    #expect(diff.changedRows == [3])
    // The glyph changes, and the name is now struck through.
    #expect(diff.changes.first?.columns == 2..<17)
    #expect(CanvasDiff(from: after, to: after).isEmpty)
    let update = diff.terminalUpdate(after, mode: .none, originRow: 5)
    #expect(update == "\u{1B}[8;3H● Go to the gym")
    let resized = CanvasDiff(from: before, to: Canvas(width: 3, height: 2))
    #expect(resized.needsFullRedraw && resized.changedRows == [0, 1])
}

@Test func diffWidensToWideCharacters() {
    let before = WidgetRenderer.render(.text("가나"), width: 4, height: 1).canvas
    let after = WidgetRenderer.render(.text("가다"), width: 4, height: 1).canvas
    let diff = CanvasDiff(from: before, to: after)
    #expect(diff.changes.first?.columns == 2..<4)
}
