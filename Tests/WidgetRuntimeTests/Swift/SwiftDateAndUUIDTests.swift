import Foundation
import Testing
@testable import WidgetRuntime

/// `currentDate += oneMinute` (a `TimeInterval`) and a property written `UUID` holding
/// `UUID()`, as Xcode's template and real providers write them.
@Suite struct SwiftDateAndUUIDTests {
    static let source = """
    import WidgetKit
    import SwiftUI

    struct Entry: TimelineEntry {
        let date: Date
        let id: UUID
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(), id: UUID()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            var currentDate = Date()
            let oneMinute: TimeInterval = 60
            var entries: [Entry] = []
            for _ in 0..<3 {
                entries.append(Entry(date: currentDate, id: UUID()))
                currentDate += oneMinute
            }
            completion(Timeline(entries: entries, policy: .after(currentDate - 30)))
        }
    }

    struct IDWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "IDWidget", provider: Provider()) { entry in
                Text("id \\(entry.id.uuidString.count) \\(entry.id == entry.id)")
            }
        }
    }
    """

    @Test func aDatePlusATimeIntervalAndAUUIDPropertyRunAsWritten() throws {
        let session = try TestSession.open(Self.source, path: "IDWidget.swift")
        let (timeline, _) = try session.timeline(widget: "IDWidget")
        let snapshot = try #require(timeline)
        let dates = snapshot.entries.compactMap { entry -> Date? in
            guard case .object(let object) = entry, case .date(let date)? = object["date"] else { return nil }
            return date
        }
        #expect(dates.count == 3)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 60 })
        guard case .after(let reload) = snapshot.policy, let last = dates.last else { Issue.record("policy \(snapshot.policy)"); return }
        #expect(reload.timeIntervalSince(last) == 30, "three minutes on, less 30 seconds")
        #expect(try session.render(widget: "IDWidget", family: "systemSmall").result.text.contains("id 36 true"))
    }
}
