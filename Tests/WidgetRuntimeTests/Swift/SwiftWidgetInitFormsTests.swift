import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Forms of app code around a widget: families a widget's `init()` sets (in the branch `#available` takes),
/// `Task.init { … }` spelled with its initializer, number literals where an `NSNumber` goes, and a widget's
/// static read from its configuration's content (`PriceWidget.formatter`).
@Suite struct SwiftWidgetInitFormsTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct PriceEntry: TimelineEntry {
            let date: Date
            let price: NSNumber
        }

        struct PriceProvider: TimelineProvider {
            func placeholder(in context: Context) -> PriceEntry { PriceEntry(date: .now, price: 51229.5) }
            func getSnapshot(in context: Context, completion: @escaping (PriceEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<PriceEntry>) -> Void) {
                Task.init {
                    completion(Timeline(entries: [PriceEntry(date: .now, price: 42)], policy: .never))
                }
            }
        }

        struct PriceWidget: Widget {
            static let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.minimumFractionDigits = 2
                return formatter
            }()

            let supportedFamilies: [WidgetFamily]

            init() {
                if #available(iOSApplicationExtension 16.0, *) {
                    self.supportedFamilies = [.systemSmall, .accessoryInline]
                } else {
                    self.supportedFamilies = [.systemSmall]
                }
            }

            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Price", provider: PriceProvider()) { entry in
                    VStack {
                        Text("price \\(entry.price.doubleValue)")
                        Text(entry.price, formatter: PriceWidget.formatter)
                    }
                }
                .supportedFamilies(supportedFamilies)
            }
        }
        """

    @Test func familiesSetInInitTaskInitAndNSNumberLiterals() throws {
        let inline = try SwiftWidgetDrawing.drawn(Self.source, path: "Price.swift", widget: "PriceWidget", family: "accessoryInline")
        #expect(inline.errors.isEmpty, "\(inline.errors)")
        #expect(inline.text?.contains("price 42.0") == true, "\(inline.text ?? "")")
        // `Text(_:formatter:)`: what the formatter's string(from:) writes.
        let small = try SwiftWidgetDrawing.drawn(Self.source, path: "Price.swift", widget: "PriceWidget", family: "systemSmall")
        #expect(small.text?.contains("42.00") == true, "\(small.text ?? "")")
        let program = try #require(WidgetCompiler.compile(SourceFile(path: "Price.swift", text: Self.source)).program)
        let families = try #require(program.symbols.widgets["PriceWidget"]).kind
        guard case .widget(let widget) = families, let written = widget.property("families") else {
            Issue.record("no families")
            return
        }
        // The branch `#available` takes (line 30), not the `else` (line 32).
        #expect(written.value.range.start.line == 30, "\(written.value.range.start.line)")
    }

    /// `provider: Feed(state: state)` where `state` is the widget's own property, set by its `init()`: read on the widget
    /// as WidgetKit makes it.
    @Test func aProviderMadeFromTheWidgetsOwnProperty() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct FeedEntry: TimelineEntry {
                let date: Date
                let text: String
            }

            struct Feed: TimelineProvider {
                let state: String
                func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "from \\(state)") }
                func getSnapshot(in context: Context, completion: @escaping (FeedEntry) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<FeedEntry>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }

            struct FeedWidget: Widget {
                private let state: String
                init() { state = "shared state" }
                init(state: String) { self.state = state }
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "feed", provider: Feed(state: state)) { entry in Text(entry.text) }
                }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "Feed.swift", widget: "FeedWidget", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("from shared state") == true, "\(drawn.text ?? "")")
    }

    /// `provider: CompositionRoot.provider` where `enum CompositionRoot { static let provider = Feed(…) }`: the provider the
    /// static holds, made once, as WidgetKit reads the configuration once.
    @Test func aProviderHeldByAStaticProperty() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct CountEntry: TimelineEntry { let date: Date; let count: Int }

            struct CountProvider: TimelineProvider {
                let start: Int
                func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }
                func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                    completion(Timeline(entries: [CountEntry(date: Date(), count: start)], policy: .never))
                }
            }

            enum CompositionRoot {
                static let start = 41
                static let provider = CountProvider(start: start + 1)
            }

            struct Counter: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Counter", provider: CompositionRoot.provider) { entry in Text("count \\(entry.count)") }
                }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "Counter.swift", widget: "Counter", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("count 42") == true, "\(drawn.text ?? "")")
    }
}
