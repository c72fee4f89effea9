import Foundation
import Testing

/// SwiftUI's `TimeDataSource<Date>` in `Text`: the current date, a duration offset and the date ranges, each the value
/// at the time the widget is drawn (the session's fixed now, 2026-11-21 09:00 UTC, which is also the entry's date).
/// Before, `TimeDataSource<Date>` was an unknown name.
@Suite struct SwiftTimeDataSourceTests {
    @Test func aTimeDataSourceIsItsValueAtTheTimeOfDrawing() throws {
        let source = SwiftWidgetDrawing.widget(view: """
            var body: some View {
                VStack {
                    Text(TimeDataSource<Date>.durationOffset(to: entry.date.addingTimeInterval(-3725)),
                         format: .units(allowed: [.hours, .minutes, .seconds], width: .narrow))
                    Text(TimeDataSource<Date>.durationOffset(to: entry.date.addingTimeInterval(90)),
                         format: .units(allowed: [.minutes, .seconds], width: .narrow))
                    Text(TimeDataSource<Date>.currentDate.formatted(.iso8601))
                    Text("\\(TimeDataSource<Date>.dateRange(startingAt: entry.date.addingTimeInterval(-60)).upperBound.formatted(.iso8601))")
                    Text("\\(TimeDataSource<Date>.dateRange(endingAt: entry.date.addingTimeInterval(-60)).lowerBound.formatted(.iso8601))")
                }
            }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows.map { $0.trimmingCharacters(in: .init(charactersIn: " │")) }
                == ["-1h 2m 5s", "1m 30s", "2026-11-21T09:00:00Z", "2026-11-21T09:00:00Z", "2026-11-21T08:59:00Z"], "\(drawn.rows)")
    }
}
