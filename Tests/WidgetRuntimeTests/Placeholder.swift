import Testing
@Test func WidgetRuntimeBuilds() { #expect(Bool(true)) }
