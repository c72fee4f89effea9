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
}
