import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A view's `body` with statements and an explicit `return` is not a view builder: its value is the view
/// (check accepted it, and render used to fail with an internal error).
@Suite struct SwiftViewBodyReturnTests {
    @Test func aBodyThatReturnsItsViewDrawsIt() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct E: TimelineEntry { let date: Date; let count: Int }

            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), count: 3) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }

            struct Count: View {
                var count: Int
                var body: some View {
                    let label = "\\(count) left"
                    if count > 5 { return Text("many") }
                    return Text(label)
                }
            }

            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: P()) { entry in Count(count: entry.count) }
                }
            }
            """
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let outcome = try TestSession.open(source, path: "W.swift").render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("3 left"), "\(outcome.result.text)")
        #expect(!outcome.result.text.contains("many"), "\(outcome.result.text)")
    }
}
