import Foundation
import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// Widgets made by a protocol of the program: `protocol ShortcutWidget: Widget` whose extension's `body` builds the
/// configuration from the widget's properties, `protocol Countable where Self: Widget` whose extension gives a helper
/// the widget names, and `content: makeView`, a method of the widget as the content.
@Suite struct SwiftWidgetProtocolTests {
    static let source = SwiftWidgetSource.withEntryAndProvider(#"""
    protocol ShortcutWidget: Widget {
        var kind: String { get }
        var symbol: String { get }
        var title: String { get }
        var blurb: String { get }
    }

    extension ShortcutWidget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { _ in
                Label(title, systemImage: symbol)
            }
            .configurationDisplayName(title)
            .description(self.blurb)
            .supportedFamilies([.systemSmall])
        }
    }

    struct SearchWidget: ShortcutWidget {
        let kind = "search"
        let symbol = "magnifyingglass"
        let title = "Search"
        let blurb = "Search the web"
    }

    protocol Countable where Self: Widget {}

    extension Countable {
        var families: [WidgetFamily] { [.systemSmall, .systemMedium] }
    }

    struct CounterWidget: Countable {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "counter", provider: Provider(), content: makeView)
                .supportedFamilies(families)
                .configurationDisplayName("Counter")
        }

        private func makeView(_ entry: Entry) -> some View {
            Text("count \(label)")
        }

        var label: String { "three" }
    }

    @main
    struct Widgets: WidgetBundle {
        var body: some Widget {
            SearchWidget()
            CounterWidget()
        }
    }
    """#)

    @Test func aProtocolsBodyConfiguresEachWidgetThatConforms() throws {
        #expect(SwiftWidgetDrawing.errors(Self.source, path: "W.swift").isEmpty, "\(SwiftWidgetDrawing.errors(Self.source, path: "W.swift"))")
        let session = try TestSession.open(Self.source, path: "W.swift")
        let search = try session.render(widget: "SearchWidget", family: "systemSmall").result.text
        #expect(search.contains("Search"), "\(search)")
        let name = session.program.widget("SearchWidget")?.property("displayName")?.value
        #expect(name.map { "\($0.kind)".contains("Search") } == true, "\(String(describing: name))")
        // `.description(self.blurb)`: the widget's own property, read through `self` (it was "unknown name 'blurb'").
        let blurb = session.program.widget("SearchWidget")?.property("description")?.value
        #expect(blurb.map { "\($0.kind)".contains("Search the web") } == true, "\(String(describing: blurb))")
        let counter = try session.render(widget: "CounterWidget", family: "systemMedium").result.text
        #expect(counter.contains("count three"), "\(counter)")
        #expect(session.program.families(ofWidget: "CounterWidget") == ["systemSmall", "systemMedium"])
    }

    @Test func aMisspeltPropertyInTheProtocolsBodyIsFoundWhereItIsWritten() {
        let broken = Self.source.replacingOccurrences(of: "Label(title, systemImage: symbol)", with: "Label(titel, systemImage: symbol)")
        let errors = SwiftWidgetDrawing.errors(broken, path: "W.swift")
        let line = (broken.components(separatedBy: "\n").firstIndex { $0.contains("Label(titel") } ?? 0) + 1
        #expect(errors.contains { $0.hasPrefix("\(line):19:") && $0.contains("'titel'") }, "\(errors)")
    }
}
