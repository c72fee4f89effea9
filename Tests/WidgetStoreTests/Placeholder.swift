import Testing
@Test func WidgetStoreBuilds() { #expect(Bool(true)) }
