import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A view made of stored properties and `body` whose body reads `self` (`switch self.widgetFamily`,
/// `self.title`) is drawn as the struct it is, where `self` is the view.
@Suite struct SwiftViewSelfTests {
    @Test func aBodyThatReadsSelfIsDrawn() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct E: TimelineEntry { let date: Date }

            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date()) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }

            struct Sized: View {
                @Environment(\\.widgetFamily) var widgetFamily
                var title: String
                var body: some View {
                    switch self.widgetFamily {
                    case .systemSmall: Text("\\(self.title) small")
                    default: Text("\\(title) other")
                    }
                }
            }

            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: P()) { _ in Sized(title: "Notes") }
                        .supportedFamilies([.systemSmall, .systemMedium])
                }
            }
            """
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let session = try TestSession.open(source, path: "W.swift")
        let small = try session.render(widget: "W", family: "systemSmall")
        #expect(small.problems.isEmpty, "\(small.problems.map(\.message))")
        #expect(small.result.text.contains("Notes small"), "\(small.result.text)")
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("Notes other"))
    }
}
