import Testing
@Test func WidgetLanguageBuilds() { #expect(Bool(true)) }
