import Testing
import WidgetRender

/// A stack with no children (an empty `ForEach`) draws nothing and does not crash,
/// alone or beside other views, in every family.
@Suite struct EmptyStackTests {
    @Test(arguments: WidgetFamily.allCases)
    func emptyStacksDrawNothing(_ family: WidgetFamily) {
        let empty = WidgetRenderer.render(.vStack([.hStack([]), .vStack([]), .zStack([])]), family: family)
        let blank = WidgetRenderer.render(.vStack([.spacer]), family: family)
        #expect(empty.text == blank.text)
        let beside = WidgetRenderer.render(.vStack([.text("Title"), .hStack([]), .vStack([])]), family: family)
        #expect(beside.text.contains("Title") || family == .accessoryCircular)
    }
}
