import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetSources

/// An entry that is an `enum` (`case ready(Ready)`, `case failed(Failure)`) whose `date` it computes, and a provider that
/// makes its timeline with `extension Timeline { init(entry: EntryType) }` or `Timeline(entries:policy:)`. Before, the
/// checker refused it ("'placeholder' must give an entry", "unknown type 'EntryType'", "'entries:' takes entries, not
/// [StatusEntry]"), and a computed `date` was not read:
/// every entry counted from the timeline's creation.
@Suite struct SwiftEnumEntryTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct Ready { var date: Date; let text: String }
        struct Failure { var date: Date; let reason: String }
        enum StatusEntry: TimelineEntry {
            case ready(Ready)
            case failed(Failure)
            var date: Date {
                switch self {
                case .ready(let ready): ready.date
                case .failed(let failure): failure.date
                }
            }
        }
        extension Timeline {
            init(entry: EntryType) { self = Timeline(entries: [entry], policy: .never) }
        }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> StatusEntry { .ready(.init(date: .now, text: "placeholder")) }
            func getSnapshot(in context: Context, completion: @escaping (StatusEntry) -> Void) {
                completion(Timeline(entry: .failed(Failure(date: .now, reason: "snapshot"))).entries[0])
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<StatusEntry>) -> Void) {
                let now = Date.now
                let entries: [StatusEntry] = [.ready(Ready(date: now, text: "first")), .ready(Ready(date: now.addingTimeInterval(1800), text: "second")),
                                              .failed(Failure(date: now.addingTimeInterval(3600), reason: "offline"))]
                completion(Timeline(entries: entries, policy: .never))
            }
        }
        struct StatusView: View {
            let entry: StatusEntry
            var body: some View {
                switch entry {
                case .ready(let ready): Text(ready.text)
                case .failed(let failure): Text("error: \\(failure.reason)")
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { StatusView(entry: $0) }
            }
        }
        """

    @Test func anEnumEntryIsShownAtTheDateItComputes() throws {
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let session = try TestSession.open(Self.source, path: "W.swift")
        let start = try #require(ISO8601.parse("2026-11-21T09:00:00Z"))
        let snapshot = try #require(try session.timeline(widget: "W").0)
        #expect(snapshot.dates == [start, start.addingTimeInterval(1800), start.addingTimeInterval(3600)])
        #expect(snapshot.entryIndex(at: start.addingTimeInterval(45 * 60)) == 1)
        #expect(try session.render(widget: "W", family: "systemSmall").result.text.contains("first"))
        // The schedule shows each entry at its own date.
        let shown = try session.simulate(widget: "W", duration: 2 * 3600).compactMap { event -> (Int, TimeInterval)? in
            guard case .entry(let index, _) = event.kind else { return nil }
            return (index, event.date.timeIntervalSince(start))
        }
        #expect(shown.map(\.0) == [1, 2, 3] && shown.map(\.1) == [0, 1800, 3600], "\(shown)")
        // Kept with the timeline in the store, and read back with it.
        let cached = try #require(try session.cachedTimeline("W", family: nil))
        #expect(cached.snapshot.dates == snapshot.dates)
    }
}
