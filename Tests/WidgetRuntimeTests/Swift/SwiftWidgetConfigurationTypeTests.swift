import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A widget whose `body` makes a value of the module's own `WidgetConfiguration` type: the configuration is
/// that type's `body`, with the value's properties (stored, given by the widget, and computed) in its kind,
/// families and names, and `self` in its view; a modifier on the value counts over the same one inside.
@Suite struct SwiftWidgetConfigurationTypeTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        enum Shelf: String {
            case top, bottom
            var title: String { rawValue.capitalized + " shelf" }
        }

        struct ShelfEntry: TimelineEntry { let date: Date; let count: Int }

        struct ShelfProvider: TimelineProvider {
            func placeholder(in context: Context) -> ShelfEntry { ShelfEntry(date: Date(), count: 2) }
            func getSnapshot(in context: Context, completion: @escaping (ShelfEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ShelfEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        struct ShelfConfiguration: WidgetConfiguration {
            var shelf: Shelf
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: self.kind, provider: ShelfProvider()) { entry in
                    Text("\\(self.shelf.title): \\(entry.count)")
                }
                .configurationDisplayName(shelf.title)
                .description("Inner description")
                .supportedFamilies(self.families)
            }
            private var kind: String { "shelf-" + shelf.rawValue }
            private var families: [WidgetFamily] { [.systemMedium, .systemLarge] }
        }

        struct TopShelf: Widget {
            var body: some WidgetConfiguration {
                ShelfConfiguration(shelf: .top)
                    .description("What is on the top shelf")
            }
        }

        struct BottomShelf: Widget {
            var body: some WidgetConfiguration { ShelfConfiguration(shelf: .bottom) }
        }
        """

    @Test func theConfigurationIsTheTypesBodyWithTheValueTheWidgetMakes() throws {
        let result = WidgetCompiler.compile(SourceFile(path: "Shelves.swift", text: Self.source))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let program = try #require(result.program)
        #expect(program.families(ofWidget: "TopShelf") == ["systemMedium", "systemLarge"])
        let top = try #require(program.widget("TopShelf"))
        // The modifier on the value counts over the body's own.
        if case .string(let parts)? = top.property("description")?.value.kind, case .text(let text)? = parts.first {
            #expect(text == "What is on the top shelf")
        } else {
            Issue.record("description: \(String(describing: top.property("description")))")
        }
        let session = try TestSession.open(Self.source, path: "Shelves.swift")
        let drawnTop = try session.render(widget: "TopShelf", family: "systemMedium")
        #expect(drawnTop.problems.isEmpty, "\(drawnTop.problems.map(\.message))")
        #expect(drawnTop.result.text.contains("Top shelf: 2"), "\(drawnTop.result.text)")
        let drawnBottom = try session.render(widget: "BottomShelf", family: "systemMedium")
        #expect(drawnBottom.result.text.contains("Bottom shelf: 2"), "\(drawnBottom.result.text)")
    }

    /// A generic configuration type (`struct Titled<T: TitledIntent>: WidgetConfiguration { let intentType: T.Type }`) made
    /// with `intentType: Alpha.self` by one widget and `Beta.self` by another: in its body `T` is that type (`T.label`,
    /// a generic provider `Provider<T>()`). It was "unknown name 'T'" and "unknown provider 'Provider<T>'".
    @Test func aGenericConfigurationTypesParameterIsTheTypeItIsMadeWith() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import AppIntents

            protocol TitledIntent: WidgetConfigurationIntent { static var label: String { get } }
            struct Alpha: TitledIntent {
                static var title: LocalizedStringResource = "Alpha"
                static var label: String { "Alpha label" }
            }
            struct Beta: TitledIntent {
                static var title: LocalizedStringResource = "Beta"
                static var label: String { "Beta label" }
            }
            struct Entry: TimelineEntry { let date: Date; let source: String }
            struct Provider<I: TitledIntent>: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now, source: "placeholder") }
                func snapshot(for configuration: I, in context: Context) async -> Entry { placeholder(in: context) }
                func timeline(for configuration: I, in context: Context) async -> Timeline<Entry> {
                    Timeline(entries: [Entry(date: .now, source: I.label + " of " + String(describing: type(of: configuration)))], policy: .never)
                }
            }
            struct Titled<T: TitledIntent>: WidgetConfiguration {
                let kind: String
                let intentType: T.Type
                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: kind, intent: intentType, provider: Provider<T>()) { entry in
                        Text("\\(T.label) from \\(entry.source)")
                    }
                    .configurationDisplayName(T.label)
                }
            }
            struct AlphaWidget: Widget {
                var body: some WidgetConfiguration { Titled(kind: "alpha", intentType: Alpha.self) }
            }
            struct BetaWidget: Widget {
                var body: some WidgetConfiguration { Titled(kind: "beta", intentType: Beta.self) }
            }
            """
        let errors = WidgetCompiler.compile(SourceFile(path: "T.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let session = try TestSession.open(source, path: "T.swift")
        #expect(try session.render(widget: "AlphaWidget", family: "systemMedium").result.text.contains("Alpha label from Alpha label of Alpha"))
        #expect(try session.render(widget: "BetaWidget", family: "systemMedium").result.text.contains("Beta label from Beta label of Beta"))
    }
}
