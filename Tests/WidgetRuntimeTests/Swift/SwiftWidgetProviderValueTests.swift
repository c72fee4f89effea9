import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// A widget whose provider is a value it makes with arguments (`var provider = Feed(displayName: "BG Text")`,
/// `StaticConfiguration(kind:provider: provider)`): each widget's requirements are called on its own value, and
/// the widget's texts may read it (`.description(provider.displayName)`).
@Suite struct SwiftWidgetProviderValueTests {
    static let source = """
    import WidgetKit
    import SwiftUI

    struct Entry: TimelineEntry { let date: Date; let label: String }

    struct Feed: TimelineProvider {
        let displayName: String
        func placeholder(in context: Context) -> Entry { Entry(date: .now, label: displayName) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct TextWidget: Widget {
        var provider = Feed(displayName: "BG Text")
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "text", provider: provider) { entry in
                Text(entry.label)
            }
            .configurationDisplayName("Values")
            .description(provider.displayName)
        }
    }

    struct GaugeWidget: Widget {
        var provider = Feed(displayName: "BG Gauge")
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "gauge", provider: provider) { entry in
                Text(entry.label)
            }
        }
    }
    """

    @Test func eachWidgetCallsItsOwnProvider() throws {
        #expect(SwiftWidgetDrawing.errors(Self.source, path: "W.swift").isEmpty, "\(SwiftWidgetDrawing.errors(Self.source, path: "W.swift"))")
        let session = try TestSession.open(Self.source, path: "W.swift")
        #expect(try session.render(widget: "TextWidget", family: "systemSmall").result.text.contains("BG Text"))
        #expect(try session.render(widget: "GaugeWidget", family: "systemSmall").result.text.contains("BG Gauge"))
        let description = session.program.widget("TextWidget")?.property("description")?.value
        #expect(description.map { "\($0.kind)".contains("displayName") } == true, "\(String(describing: description))")
    }

    /// A widget whose body makes its provider in a `let` (`Provider<String>(label:)`, a generic provider named with its
    /// arguments) and gives it as `provider: provider`; `widget` is how the widget's struct names WidgetKit's protocol.
    static func localProviderSource(generic: Bool, widget: String, before: String = "") -> String {
        """
        import WidgetKit
        import SwiftUI

        struct Entry: TimelineEntry { let date: Date; let text: String }

        struct Provider\(generic ? "<Label: CustomStringConvertible>" : ""): TimelineProvider {
            let label: \(generic ? "Label" : "String")
            func placeholder(in context: Context) -> Entry { Entry(date: Date(), text: label.description) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        \(before)
        struct W: \(widget) {
            var body: some WidgetConfiguration {
                let provider = Provider\(generic ? "<String>" : "")(label: "local")
                return StaticConfiguration(kind: "w", provider: provider) { entry in
                    Text(entry.text)
                }
                .configurationDisplayName("W")
            }
        }
        """
    }

    static func drawsItsLocalProvider(_ source: String) throws {
        #expect(SwiftWidgetDrawing.errors(source, path: "W.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "W.swift"))")
        let session = try TestSession.open(source, path: "W.swift")
        #expect(try session.render(widget: "W", family: "systemSmall").result.text.contains("local"))
    }

    @Test func aGenericProviderMadeInTheBodyIsTheWidgets() throws {
        try Self.drawsItsLocalProvider(Self.localProviderSource(generic: true, widget: "Widget"))
    }

    /// A bundle the module names `Widget`, and its widgets written `SwiftUI.Widget`: each is WidgetKit's widget, as in Swift.
    @Test func aWidgetWrittenSwiftUIWidgetBesideABundleNamedWidget() throws {
        let bundle = "struct Widget: WidgetBundle {\n    var body: some SwiftUI.Widget { W() }\n}\n"
        try Self.drawsItsLocalProvider(Self.localProviderSource(generic: false, widget: "SwiftUI.Widget", before: bundle))
    }
}
