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

    /// A view whose content is a stored closure property with parameters, given by the memberwise initializer's
    /// trailing closure (`Grid(rows: 2, columns: 3) { row, column in … }`), the field after the arguments given.
    @Test func aTrailingClosureIsTheMemberwiseInitializersClosureField() throws {
        let source = SwiftWidgetDrawing.widget("""
            struct Grid<Content: View>: View {
                var rows: Int
                var columns: Int
                var spacing: CGFloat?
                @ViewBuilder
                var content: (Int, Int) -> Content
                var body: some View {
                    VStack(spacing: spacing) {
                        ForEach(0 ..< rows, id: \\.self) { row in
                            HStack(spacing: spacing) { ForEach(0 ..< columns, id: \\.self) { column in content(row, column) } }
                        }
                    }
                }
            }
            struct Tagged: View {
                var tag = "t"
                var format: (String) -> String = { $0 }
                var body: some View { Text(format(tag)) }
            }
            """, view: """
                var body: some View {
                    VStack(spacing: 0) {
                        Grid(rows: 2, columns: 3, spacing: 1) { row, column in Text("\\(row)\\(column)") }
                        Tagged { $0.uppercased() + "!" }
                        Tagged(tag: "u")
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["000102", "101112", "T!", "u"], "\(drawn.rows)")
        let extra = source.replacingOccurrences(of: "Tagged(tag: \"u\")", with: "Tagged(tag: \"u\", format: { $0 }) { $0 }")
        #expect(SwiftWidgetDrawing.errors(extra, path: "W.swift").contains { $0.contains("'Tagged(…)' does not take a trailing closure") },
                "\(SwiftWidgetDrawing.errors(extra, path: "W.swift"))")
    }
}
