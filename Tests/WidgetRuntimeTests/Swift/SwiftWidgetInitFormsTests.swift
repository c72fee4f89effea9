import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Forms of app code around a widget: families a widget's `init()` sets (in the branch `#available` takes),
/// `Task.init { … }` spelled with its initializer, and number literals where an `NSNumber` goes.
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
                    Text("price \\(entry.price.doubleValue)")
                }
                .supportedFamilies(supportedFamilies)
            }
        }
        """

    @Test func familiesSetInInitTaskInitAndNSNumberLiterals() throws {
        let inline = try SwiftWidgetDrawing.drawn(Self.source, path: "Price.swift", widget: "PriceWidget", family: "accessoryInline")
        #expect(inline.errors.isEmpty, "\(inline.errors)")
        #expect(inline.text?.contains("price 42.0") == true, "\(inline.text ?? "")")
        let program = try #require(WidgetCompiler.compile(SourceFile(path: "Price.swift", text: Self.source)).program)
        let families = try #require(program.symbols.widgets["PriceWidget"]).kind
        guard case .widget(let widget) = families, let written = widget.property("families") else {
            Issue.record("no families")
            return
        }
        // The branch `#available` takes (line 24), not the `else` (line 26).
        #expect(written.value.range.start.line == 24, "\(written.value.range.start.line)")
    }
}
