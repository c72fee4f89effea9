import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A provider's `relevances()` for a watch's Smart Stack: `WidgetRelevance` of `WidgetRelevanceAttribute`s made with
/// RelevanceKit's `RelevantContext` (`import RelevanceKit`). Checked and kept, never ranked: the widget draws as without
/// it. Before, each name was unknown and the import a warning.
@Suite struct SwiftWidgetRelevanceTests {
    @Test func relevancesAreCheckedAndTheWidgetDraws() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import AppIntents
            import RelevanceKit

            struct ModeIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Mode"
                @Parameter(title: "Detailed", default: false) var detailed: Bool
            }
            struct Entry: TimelineEntry { let date: Date; let detailed: Bool }
            struct Provider: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now, detailed: false) }
                func snapshot(for configuration: ModeIntent, in context: Context) async -> Entry { Entry(date: .now, detailed: configuration.detailed) }
                func timeline(for configuration: ModeIntent, in context: Context) async -> Timeline<Entry> {
                    Timeline(entries: [Entry(date: .now, detailed: configuration.detailed)], policy: .never)
                }
                func relevances() async -> WidgetRelevance<ModeIntent> {
                    var attributes = [WidgetRelevanceAttribute<ModeIntent>]()
                    let date = Date()
                    let config = ModeIntent()
                    config.detailed = true
                    attributes.append(WidgetRelevanceAttribute(configuration: config,
                                                               context: RelevantContext.date(range: (date - 900)...(date + 600), kind: .informational)))
                    attributes.append(WidgetRelevanceAttribute(configuration: ModeIntent(), context: .date(date, kind: .scheduled)))
                    attributes.append(WidgetRelevanceAttribute(configuration: ModeIntent(), context: .date(from: date, to: date + 60)))
                    return WidgetRelevance(attributes)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: "w", intent: ModeIntent.self, provider: Provider()) { e in Text(e.detailed ? "detailed" : "plain") }
                }
            }
            """
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics.map { "\($0.range.start.line): \($0.message)" })")
        let session = try TestSession.open(source, path: "W.swift")
        #expect(try session.render(widget: "W", family: "systemSmall").result.text.contains("plain"))
    }
}
