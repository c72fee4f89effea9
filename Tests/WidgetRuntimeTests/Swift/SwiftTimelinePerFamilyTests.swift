import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// WidgetKit asks a provider for a timeline per placed widget, and `context.family` is the family drawn: a
/// provider that shows more rows in a larger family gives each family its own timeline, each cached on its own.
@Suite struct SwiftTimelinePerFamilyTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct RowsEntry: TimelineEntry { let date: Date; let rows: [String] }

        struct Provider: TimelineProvider {
            func rowCount(for family: WidgetFamily) -> Int {
                switch family {
                case .systemSmall: return 2
                case .systemMedium: return 3
                default: return 5
                }
            }
            func placeholder(in context: Context) -> RowsEntry {
                RowsEntry(date: Date(), rows: ["placeholder \\(rowCount(for: context.family))"])
            }
            func getSnapshot(in context: Context, completion: @escaping (RowsEntry) -> Void) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<RowsEntry>) -> Void) {
                print("timeline for \\(context.family)")
                let rows = (1...rowCount(for: context.family)).map { "row \\($0)" }
                completion(Timeline(entries: [RowsEntry(date: Date(), rows: rows)], policy: .never))
            }
        }

        struct Rows: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Rows", provider: Provider()) { entry in
                    VStack { ForEach(entry.rows, id: \\.self) { Text($0) } }
                }
                .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
            }
        }
        """

    @Test func eachFamilyHasItsOwnTimelineMadeWithItsFamily() throws {
        let traces = FoundationIOHarness.TraceLines()
        let session = try TestSession.open(Self.source, path: "Rows.swift") { $0.trace = { traces.add($0) } }
        let small = try session.render(widget: "Rows", family: "systemSmall")
        let medium = try session.render(widget: "Rows", family: "systemMedium")
        let large = try session.render(widget: "Rows", family: "systemLarge")
        #expect(small.result.text.contains("row 2") && !small.result.text.contains("row 3"), "\(small.result.text)")
        #expect(medium.result.text.contains("row 3") && !medium.result.text.contains("row 4"), "\(medium.result.text)")
        #expect(large.result.text.contains("row 5"), "\(large.result.text)")
        // Drawn again, each family shows its cached timeline: the provider is not asked again.
        let again = try session.render(widget: "Rows", family: "systemSmall")
        #expect(again.result.text == small.result.text)
        #expect(traces.lines.filter { $0.hasPrefix("timeline for") } == [
            "timeline for systemSmall", "timeline for systemMedium", "timeline for systemLarge",
        ], "\(traces.lines)")
        #expect(session.nextScheduledUpdate(widget: "Rows", family: "systemMedium") == nil)
        #expect(session.hasFreshTimeline(widget: "Rows", family: "systemLarge"))
    }

    @Test func invalidatingTheWidgetAsksAgainForEveryFamily() throws {
        let traces = FoundationIOHarness.TraceLines()
        let session = try TestSession.open(Self.source, path: "Rows.swift") { $0.trace = { traces.add($0) } }
        _ = try session.render(widget: "Rows", family: "systemSmall")
        _ = try session.render(widget: "Rows", family: "systemMedium")
        try session.invalidateTimeline(widget: "Rows")
        #expect(!session.hasFreshTimeline(widget: "Rows", family: "systemSmall"))
        #expect(!session.hasFreshTimeline(widget: "Rows", family: "systemMedium"))
        _ = try session.render(widget: "Rows", family: "systemMedium")
        #expect(traces.lines.filter { $0.hasPrefix("timeline for") } == [
            "timeline for systemSmall", "timeline for systemMedium", "timeline for systemMedium",
        ], "\(traces.lines)")
    }

    @Test func thePlaceholderIsMadeForTheFamilyDrawn() throws {
        let session = try TestSession.open(Self.source, path: "Rows.swift")
        #expect(ValueFormatting.describe(try session.placeholderEntry(widget: "Rows", family: "systemLarge")).contains("placeholder 5"))
        #expect(ValueFormatting.describe(try session.placeholderEntry(widget: "Rows")).contains("placeholder 2"))
    }
}
