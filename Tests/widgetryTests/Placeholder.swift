import Testing
@Test func widgetryBuilds() { #expect(Bool(true)) }
