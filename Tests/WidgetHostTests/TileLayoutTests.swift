import Testing
import WidgetRender
@testable import WidgetHost

/// The home-screen grid of `widgetry run`.
@Suite struct TileLayoutTests {
    let small = CellSize(width: 22, height: 12), medium = CellSize(width: 46, height: 12)

    @Test func tilesFlowLeftToRightAndWrap() {
        let layout = TileLayout(sizes: [small, small, medium], in: CellRect(x: 1, y: 2, width: 60, height: 40))
        #expect(layout.placements == [
            CellRect(x: 1, y: 2, width: 22, height: 12),
            CellRect(x: 25, y: 2, width: 22, height: 12),
            CellRect(x: 1, y: 15, width: 46, height: 12),
        ])
        #expect(layout.usedHeight == 25)
    }

    @Test func tilesThatDoNotFitTheHeightAreLeftOut() {
        let layout = TileLayout(sizes: [medium, medium, small], in: CellRect(x: 0, y: 0, width: 50, height: 20))
        #expect(layout.placements[0] != nil)
        #expect(layout.placements[1] == nil)
        #expect(layout.hiddenCount == 2)
    }

    @Test func aTileWiderThanTheScreenIsCut() {
        let layout = TileLayout(sizes: [medium], in: CellRect(x: 0, y: 0, width: 30, height: 20))
        #expect(layout.placements == [CellRect(x: 0, y: 0, width: 30, height: 12)])
    }
}
