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

    /// `Text("\(entry.date, formatter: Self.dayFormatter)")`: what the formatter's `string(from:)` gives, a date's or a number's.
    @Test func aValueInterpolatedWithAFormatterIsWhatTheFormatterWrites() throws {
        let source = SwiftWidgetDrawing.widget(view: """
                static let dayFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "EEE d MMM"
                    formatter.timeZone = TimeZone(identifier: "UTC")
                    return formatter
                }()
                static let percent: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .percent
                    return formatter
                }()
                var body: some View {
                    VStack {
                        Text("\\(entry.date, formatter: Self.dayFormatter)")
                        Text("Done \\(0.25, formatter: Self.percent)")
                    }
                }
            """)
        #expect(SwiftWidgetDrawing.errors(source, path: "W.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "W.swift"))")
        let session = try TestSession.open(source, path: "W.swift", now: "2026-01-01T09:00:00Z")
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        let rows = SwiftWidgetDrawing.rows(text).dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(rows == ["Thu 1 Jan", "Done 25%"], "\(text)")
    }
}
