import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Implicit `.init(…)` where Swift knows the type: a provider's entries (`struct Entry`, named like the
/// provider's associated type) made in `placeholder`, through `completion` and in a timeline's array; a number
/// (`var inset: CGFloat { .init(scale * 8) }`) given to a modifier; and a closure whose body is one `switch`
/// expression, called at once.
@Suite struct SwiftImplicitInitTests {
    static let source = #"""
    import SwiftUI
    import WidgetKit

    enum Situation { case placeholder, snapshot, timeline }

    private struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry {
            .init(situation: .placeholder)
        }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> ()) {
            completion(.init(situation: .snapshot))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
            completion(Timeline(entries: [.init(situation: .timeline), .init(date: .now.addingTimeInterval(3600), situation: .timeline)],
                                policy: .atEnd))
        }
    }

    private struct Entry: TimelineEntry {
        var date: Date = .now
        var situation: Situation
    }

    struct SituationView: View {
        @Environment(\.widgetFamily) var widgetFamily
        var situation: Situation
        var body: some View {
            Text(label).padding(inset)
        }
        private var inset: CGFloat { .init(scale * 8) }
        private var scale: Int {
            let isLarge = {
                switch widgetFamily {
                case .systemLarge, .systemExtraLarge: true
                default: false
                }
            }()
            return isLarge ? 2 : 1
        }
        private var label: String {
            switch situation {
            case .placeholder: "placeholder"
            case .snapshot: "snapshot"
            case .timeline: "timeline x\(scale)"
            }
        }
    }

    struct SituationWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "situation", provider: Provider()) { entry in
                SituationView(situation: entry.situation)
            }
        }
    }
    """#

    @Test func entriesAndNumbersMadeByAnImplicitInitDraw() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "Situation.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "Situation.swift")
        let large = try session.render(widget: "SituationWidget", family: "systemLarge")
        #expect(SwiftWidgetDrawing.rows(large.result.text).contains("timeline x2"), "\(large.result.text)")
        let small = try session.render(widget: "SituationWidget", family: "systemSmall")
        #expect(SwiftWidgetDrawing.rows(small.result.text).contains("timeline x1"), "\(small.result.text)")
        let placeholder = try session.placeholderEntry(widget: "SituationWidget")
        guard case .enumCase("Situation", "placeholder", _) = Interpreter.field(placeholder, "situation") else {
            Issue.record("the placeholder is not made with .init(situation: .placeholder): \(placeholder)")
            return
        }
    }

    @Test func theTimelinesEntriesAreTheProvidersEntryType() throws {
        let session = try TestSession.open(Self.source, path: "Situation.swift")
        let (snapshot, _) = try session.timeline(widget: "SituationWidget")
        let entries = snapshot?.entries ?? []
        #expect(entries.count == 2)
        for entry in entries {
            guard case .object(let object) = entry else { Issue.record("not an entry: \(entry)"); continue }
            #expect(object.type == "Entry")
        }
    }
}
