import Testing
@testable import WidgetRuntime

/// `Text("At \(entry.date, style: .time)")`: a date interpolated with a `Text.DateStyle` in a `Text`'s string
/// is written as `Text(date, style:)` writes it, the relative styles at the render's time.
@Suite struct SwiftTextInterpolationTests {
    static let source = SwiftWidgetDrawing.widget(view: """
            var body: some View {
                VStack {
                    Text("At \\(entry.date, style: .time)")
                    Text("In \\(entry.date.addingTimeInterval(90), style: .relative)")
                }
            }
        """)

    @Test func aDateInterpolatedWithAStyleIsWrittenAsTheStyleWritesIt() throws {
        let session = try TestSession.open(Self.source, path: "W.swift", now: "2026-01-01T09:00:00Z")
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        let rows = SwiftWidgetDrawing.rows(text).dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(rows == ["At 9:00 AM", "In 1 min, 30 sec"], "\(text)")
    }
}
