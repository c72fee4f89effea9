import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime

/// `self.helper()` and `self.property` in a provider's code (its functions and stored properties are local
/// names there), and a method of `extension View` called with a trailing closure.
@Suite struct SwiftProviderSelfTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct E: TimelineEntry { let date: Date; let text: String }

        struct P: TimelineProvider {
            let prefix = "items"
            func placeholder(in context: Context) -> E { E(date: Date(), text: "-") }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(self.placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                let entry = self.makeEntry(count: 3)
                completion(Timeline(entries: [entry], policy: .never))
            }
            private func makeEntry(count: Int) -> E {
                E(date: Date(), text: "\\(self.prefix): \\(count)")
            }
        }

        extension View {
            func card<V: View>(@ViewBuilder background: @escaping () -> V) -> some View {
                self.padding(4).background(background())
            }
        }

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { entry in
                    Text(entry.text).card { Color.blue }
                }
            }
        }
        """

    @Test func selfInAProviderAndATrailingClosureOfAViewExtension() throws {
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let options = RenderOptions(colorMode: .ansi16)
        let outcome = try TestSession.open(Self.source, path: "W.swift").render(widget: "W", family: "systemSmall", options: options)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("items: 3"), "\(outcome.result.text)")
        // The extension's closure is its background, as written out.
        let direct = Self.source.replacingOccurrences(of: "Text(entry.text).card { Color.blue }", with: "Text(entry.text).padding(4).background(Color.blue)")
        #expect(outcome.result.text == (try TestSession.open(direct, path: "W.swift").render(widget: "W", family: "systemSmall", options: options).result.text))
    }

    @Test func selfOutsideATypeIsStillUnknown() throws {
        let source = BodyWidget.source("Text(self.title)")
        let messages = WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("unknown name 'title'") }, "\(messages)")
    }
}
