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

    /// `[weak self]` in a class provider's closure: `self?.cache = …` and `self?.label` are the provider's.
    @Test func weakSelfInAProvidersClosure() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct E: TimelineEntry { let date: Date; let text: String }

            final class P: TimelineProvider {
                private var cache: [String] = []
                private let label = "shows"
                func placeholder(in context: Context) -> E { E(date: Date(), text: "-") }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    load { [weak self] names in
                        self?.cache = names
                        let title = self?.label ?? "none"
                        completion(Timeline(entries: [E(date: Date(), text: "\\(title): \\(self?.cache.count ?? 0)")], policy: .never))
                    }
                }
                private func load(_ done: @escaping ([String]) -> Void) { done(["a", "b", "c"]) }
            }

            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: P()) { entry in Text(entry.text) }
                }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("shows: 3") == true, "\(drawn.text ?? "")")
    }

    @Test func selfOutsideATypeIsStillUnknown() throws {
        let source = BodyWidget.source("Text(self.title)")
        let messages = WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("unknown name 'title'") }, "\(messages)")
    }
}
