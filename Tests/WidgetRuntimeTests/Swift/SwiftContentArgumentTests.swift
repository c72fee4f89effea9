import Testing
@testable import WidgetRuntime

/// A view's content given as a `content:` argument, as Xcode's completion writes it: a closure literal
/// (`VStack(spacing: 0, content: { … })`, `ForEach(…, content: { n in … })`, `Link(…, label: { … })`), and a
/// container's own stored content closure passed on (`VStack(spacing: 0, content: content)`), which its
/// body may also call by name (`content()`).
@Suite struct SwiftContentArgumentTests {
    static let source = """
        import WidgetKit
        import SwiftUI
        struct E: TimelineEntry { let date: Date }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [E(date: Date())], policy: .never)) }
        }
        struct Stack<Content: View>: View {
            let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View { VStack(spacing: 0, content: content) }
        }
        struct V: View {
            let entry: E
            var body: some View {
                VStack(alignment: .leading, spacing: 0, content: {
                    Text("one")
                    HStack(content: { Text("two"); Text("three") })
                    Stack { Text("four") }
                    ForEach([1, 2], id: \\.self, content: { n in Text("n\\(n)") })
                    Link(destination: URL(string: "https://x.y")!, label: { Text("link") })
                })
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.systemMedium])
            }
        }
        """

    @Test func contentGivenAsAnArgumentIsDrawn() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(rows.dropFirst().dropLast().filter { !$0.isEmpty } == ["one", "two three", "four", "n1", "n2", "link"], "\(rows)")
    }
}
