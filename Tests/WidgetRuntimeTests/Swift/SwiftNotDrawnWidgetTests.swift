import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A `Widget` whose configuration Widgetry cannot draw — `EmptyWidgetConfiguration()`, a Live
/// Activity without a sample, a configuration made some other way — is Swift: it parses and
/// checks, is listed among the module's widgets, and rendering it is an error located at its
/// configuration that says why. The widget shown by default is the first one drawn.
@Suite struct SwiftNotDrawnWidgetTests {
    /// The bundle of the syntax corpus (`accepted/extensions/widget-bundle.swift`).
    static let bundle = """
    import WidgetKit
    import SwiftUI

    @main
    struct ExampleWidgets: WidgetBundle {
        @WidgetBundleBuilder
        var body: some Widget {
            LiveActivityWidget()
            SummaryWidget()
            DetailWidget()
            if #available(iOS 18.0, *) {
                ControlWidgetExample()
            }
        }
    }

    struct SummaryWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "summary", provider: Provider()) { _ in Text("Summary") }
        }
    }
    struct DetailWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "detail", provider: Provider()) { _ in Text("Detail") }
        }
    }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }
    struct SimpleEntry: TimelineEntry { let date: Date }
    struct LiveActivityWidget: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }

    """

    @Test func anEmptyConfigurationIsListedNotDrawnAndItsRenderSaysWhy() throws {
        let result = WidgetCompiler.compile(SourceFile(path: "Bundle.swift", text: Self.bundle))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let session = try TestSession.open(Self.bundle, path: "Bundle.swift")
        #expect(session.program.widgetNames == ["LiveActivityWidget", "SummaryWidget", "DetailWidget"])
        #expect(session.program.drawnWidgetNames == ["SummaryWidget", "DetailWidget"])
        #expect(session.program.defaultWidgetName == "SummaryWidget")
        let error = try #require(throws: SessionError.self) { try session.render(widget: "LiveActivityWidget", family: "systemSmall") }
        #expect(error.message == "widget 'LiveActivityWidget' is not drawn in Widgetry: its configuration is EmptyWidgetConfiguration(), which shows no widget")
        #expect(error.range?.start.line == 35 && error.range?.start.column == 74, "\(String(describing: error.range))")
        // The placeholder and a drawn entry are refused the same way.
        #expect(throws: SessionError.self) { try session.placeholderEntry(widget: "LiveActivityWidget") }
        let summary = try session.render(widget: "SummaryWidget", family: "systemSmall")
        #expect(SwiftWidgetDrawing.rows(summary.result.text).contains("Summary"), "\(summary.result.text)")
    }

    /// `let kind = "made"` then `return StaticConfiguration(kind: kind, …)`: the constants a body names before what it
    /// returns are put in their places, and the widget is drawn.
    @Test func aBodyOfConstantsAndAReturnIsDrawn() throws {
        let source = """
        import WidgetKit
        import SwiftUI

        \(SwiftWidgetDrawing.entryAndProvider)
        struct Made: Widget {
            var body: some WidgetConfiguration {
                let kind = "made"
                let configuration = StaticConfiguration(kind: kind, provider: P()) { _ in Text("made") }
                if #available(iOS 17.0, *) {
                    return configuration.contentMarginsDisabled()
                } else {
                    return configuration
                }
            }
        }

        """
        let result = WidgetCompiler.compile(SourceFile(path: "Made.swift", text: source))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let session = try TestSession.open(source, path: "Made.swift")
        let drawn = try session.render(widget: "Made", family: "systemSmall")
        #expect(SwiftWidgetDrawing.rows(drawn.result.text).contains("made"), "\(drawn.result.text)")
    }

    @Test func aBodyOfSeveralStatementsIsAWarningOfAvailabilityAndARenderError() throws {
        let source = """
        import WidgetKit
        import SwiftUI

        \(SwiftWidgetDrawing.entryAndProvider)
        struct Made: Widget {
            var body: some WidgetConfiguration {
                var kind = "made"
                kind += "!"
                return StaticConfiguration(kind: kind, provider: P()) { _ in Text("made") }
            }
        }

        """
        let result = WidgetCompiler.compile(SourceFile(path: "Made.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let warning = try #require(result.diagnostics.first { $0.severity == .warning && $0.message.contains("'Made'") })
        #expect(warning.message == "widget 'Made' is not drawn in Widgetry: its body is not one configuration expression such as "
                + "StaticConfiguration(kind:provider:) { entry in … } (it is listed; rendering it is not available in Widgetry)")
        #expect(warning.stage == .availability)
        #expect(warning.range.start.line == 13, "\(warning.range)")
        let session = try TestSession.open(source, path: "Made.swift")
        #expect(session.program.widgetNames == ["Made"])
        let error = try #require(throws: SessionError.self) { try session.render(widget: "Made", family: "systemSmall") }
        #expect(error.message.hasPrefix("widget 'Made' is not drawn in Widgetry: its body is not one configuration expression"), "\(error.message)")
        #expect(error.range?.start.line == 13, "\(String(describing: error.range))")
    }
}
