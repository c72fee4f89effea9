import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A provider whose requirements do not name their parameters (`for _: Intent, in _: Context`), as code that reads
/// neither writes them: each requirement is called with what WidgetKit gives, in order.
@Suite struct SwiftProviderUnnamedParametersTests {
    static let source = #"""
    import WidgetKit
    import SwiftUI
    import AppIntents

    struct PickIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource = "Pick"
        @Parameter(title: "Name", default: "Leo") var name: String
    }

    struct Content: TimelineEntry {
        let date: Date
        let name: String
    }

    struct Provider: AppIntentTimelineProvider {
        func placeholder(in _: Context) -> Content { Content(date: .now, name: "placeholder") }

        func snapshot(for _: PickIntent, in _: Context) async -> Content { Content(date: .now, name: "snapshot") }

        func timeline(for configuration: PickIntent, in _: Context) async -> Timeline<Content> {
            Timeline(entries: [Content(date: .now, name: "picked \(configuration.name)")], policy: .never)
        }
    }

    struct PickWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "pick", intent: PickIntent.self, provider: Provider()) { entry in
                Text(entry.name)
            }
        }
    }
    """#

    @Test func unnamedParametersArePassedOn() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Pick.swift", text: Self.source)).diagnostics.filter { $0.severity == .error }
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let text = try TestSession.open(Self.source, path: "Pick.swift").render(widget: "PickWidget", family: "systemSmall").result.text
        #expect(text.contains("picked Leo"), "\(text)")
    }
}
