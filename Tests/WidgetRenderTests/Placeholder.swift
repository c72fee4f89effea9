import Testing
@Test func WidgetRenderBuilds() { #expect(Bool(true)) }
