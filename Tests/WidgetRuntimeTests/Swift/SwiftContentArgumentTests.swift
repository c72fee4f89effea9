import Testing
@testable import WidgetRuntime

/// A view's content given as a `content:` argument, as Xcode's completion writes it: a closure literal
/// (`VStack(spacing: 0, content: { … })`, `ForEach(…, content: { n in … })`, `Link(…, label: { … })`), and a
/// container's own stored content closure passed on (`VStack(spacing: 0, content: content)`), which its
/// body may also call by name (`content()`).
@Suite struct SwiftContentArgumentTests {
    static let source = SwiftWidgetDrawing.widget("""
        struct Stack<Content: View>: View {
            let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View { VStack(spacing: 0, content: content) }
        }
        """, view: """
            var body: some View {
                VStack(alignment: .leading, spacing: 0, content: {
                    Text("one")
                    HStack(content: { Text("two"); Text("three") })
                    Stack { Text("four") }
                    ForEach([1, 2], id: \\.self, content: { n in Text("n\\(n)") })
                    Link(destination: URL(string: "https://x.y")!, label: { Text("link") })
                })
            }
        """)

    @Test func contentGivenAsAnArgumentIsDrawn() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["one", "two three", "four", "n1", "n2", "link"])
    }
}
