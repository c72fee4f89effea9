import Testing
@testable import WidgetRuntime

/// A provider that conforms to a protocol of the app's own which refines WidgetKit's, whose extension writes the
/// requirements once for every provider (`placeholder`, `getTimeline`), each provider giving only what differs (and
/// naming `Context` and `Entry` as a provider does).
@Suite struct SwiftRefinedProviderProtocolTests {
    static let source = """
        import SwiftUI
        import WidgetKit

        struct LineEntry: TimelineEntry { let date: Date; let text: String }

        protocol LineProvider: TimelineProvider where Entry == LineEntry {
            var greeting: String { get }
            func suffix(_ context: Context) -> String
        }

        extension LineProvider {
            func placeholder(in context: Context) -> LineEntry { LineEntry(date: .now, text: "…") }
            func getSnapshot(in context: Context, completion: @escaping (LineEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<LineEntry>) -> Void) {
                completion(Timeline(entries: [LineEntry(date: .now, text: greeting + " " + suffix(context))], policy: .never))
            }
        }

        struct GreetingProvider: LineProvider {
            var greeting: String { "hello there" }
            func suffix(_ context: Context) -> String { context.isPreview ? "(preview)" : "(live)" }
        }

        struct Greeting: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Greeting", provider: GreetingProvider()) { entry in Text(entry.text) }
            }
        }
        """

    @Test func aProviderTakesItsRequirementsFromItsProtocolsExtension() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "Greeting.swift", widget: "Greeting", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("hello there (live)") == true, "\(drawn.text ?? "")")
    }
}
