import Testing
@testable import WidgetRuntime

/// A stored property's default may call its type's static functions by name, as Swift allows
/// (`var format = makeFormatter()` beside `static func makeFormatter()`).
@Suite struct SwiftFieldDefaultStaticsTests {
    static let source = SwiftWidgetDrawing.widget(view: """
            static func makeFormatter() -> DateFormatter {
                let formatter = DateFormatter()
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateFormat = "HH:mm"
                return formatter
            }
            static func makeCount() -> Int { 3 }
            var format = makeFormatter()
            let count = makeCount()
            var body: some View { Text("\\(count) \\(format.string(from: Date(timeIntervalSince1970: 3_600)))") }
        """)

    @Test func aFieldDefaultCallsAStaticFunctionByName() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["3 01:00"])
    }
}
