import Testing
@testable import WidgetRuntime

/// Widgets that keep their types inside them, as the widget's extensions in other files write them:
/// two widgets each with a `Provider`, an `Entry` and an `EntryView`, named unqualified inside the
/// widget and its types (Swift looks outwards) and `Widget.Entry` outside; a provider's static read
/// as `Self.static`; `completion(.init(entries:policy:))`; a static an extension adds to a built-in
/// type, read unqualified by another static of it; names qualified by a module (`SwiftUI.Color`).
@Suite struct SwiftWidgetNamespacesTests {
    static func widget(_ name: String, word: String) -> String {
        """
        struct \(name): Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "\(name)", provider: Provider()) { EntryView(entry: $0) }
            }
        }

        extension \(name) {
            struct Entry: TimelineEntry {
                let date: Date
                let text: String
                static let placeholder = Entry(date: .now, text: "…")
            }

            struct Provider: TimelineProvider {
                private let prefix = Self.greeting
                func placeholder(in context: Context) -> Entry { .placeholder }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(.placeholder) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                    completion(.init(entries: [Entry(date: .now, text: prefix + " " + FileManager.label)], policy: .never))
                }
            }

            struct EntryView: View {
                let entry: Entry
                var body: some View { Text(entry.text).foregroundStyle(SwiftUI.Color.primary) }
            }
        }

        extension \(name).Provider {
            private static let greeting = "\(word)"
        }

        #Preview(as: .systemSmall) {
            \(name)()
        } timeline: {
            \(name).Entry.placeholder
        }
        """
    }

    static let source = """
        import WidgetKit
        import SwiftUI

        extension FileManager {
            static let shelf = "shelf"
            static var label: String { shelf.uppercased() }
        }

        """ + widget("MorningWidget", word: "hello") + "\n\n" + widget("EveningWidget", word: "goodnight")

    @Test(arguments: [("MorningWidget", "hello SHELF"), ("EveningWidget", "goodnight SHELF")])
    func eachWidgetUsesItsOwnTypes(widget: String, text: String) throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: widget, family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains(text) == true, "\(drawn.text ?? "")")
    }
}
