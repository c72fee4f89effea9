import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A closure given where views are built — a `@ViewBuilder` field's memberwise argument, an argument of an initializer's
/// `@ViewBuilder` parameter — lists views, each of them kept and placed in the stack around the call, as SwiftUI places
/// a tuple of views. Only the closure's last view was drawn (`Card { Text("a"); Text("b") }` drew "b").
@Suite struct SwiftViewBuilderClosureTests {
    static let card = """
        struct Card<Content: View>: View {
            let title: String
            @ViewBuilder let content: () -> Content
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(title)
                    content()
                }
            }
        }
        struct Titled<Content: View>: View {
            let title: String
            let content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View { VStack(alignment: .trailing, spacing: 0) { Text(title); content } }
        }
        struct Rows<Row: View>: View {
            let count: Int
            @ViewBuilder var row: (Int) -> Row
            var body: some View { VStack(spacing: 0) { ForEach(0..<count, id: \\.self) { row($0) } } }
        }
        """

    /// The rows a widget draws, as the frame shows them (spaces kept), without the frame and the empty rows.
    static func rows(_ view: String) throws -> (errors: [String], rows: [String]) {
        let source = SwiftWidgetDrawing.widget(card, view: view, family: "systemLarge")
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemLarge")
        let rows = (drawn.text ?? "").split(separator: "\n").dropFirst().dropLast()
            .map { String($0.dropFirst().dropLast()) }.filter { !$0.allSatisfy { $0 == " " } }
        return (drawn.errors, rows)
    }

    /// Where each row's text starts.
    static func starts(_ rows: [String]) -> [Int] { rows.map { $0.prefix { $0 == " " }.count } }

    @Test func aViewBuilderFieldsClosureListsEachView() throws {
        let drawn = try Self.rows("""
            var body: some View {
                Card(title: "Title") {
                    Text("one")
                    Text("two")
                    Text("three")
                }
            }
            """)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows.map { $0.trimmingCharacters(in: .whitespaces) } == ["Title", "one", "two", "three"])
        // Placed in the card's leading stack, each of them.
        #expect(Set(Self.starts(drawn.rows)).count == 1, "\(drawn.rows)")
    }

    @Test func aClosureGivenByItsLabelAndOneGivenToAViewBuilderParameter() throws {
        let drawn = try Self.rows("""
            var body: some View {
                VStack(spacing: 0) {
                    Card(title: "Card", content: { Text("a"); Text("b") })
                    Titled("Titled") {
                        Text("x")
                        Text("yy")
                    }
                    Rows(count: 2) { index in
                        Text("r\\(index)")
                        Text("s\\(index)")
                    }
                }
            }
            """)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows.map { $0.trimmingCharacters(in: .whitespaces) } == ["Card", "a", "b", "Titled", "x", "yy", "r0", "s0", "r1", "s1"])
    }

    /// A modifier on what such a closure gives applies to its views together.
    @Test func aModifierOnTheViewsAClosureGives() throws {
        let drawn = try Self.rows("""
            var body: some View {
                Titled("T") {
                    Text("p")
                    Text("q")
                }
                .padding(0)
            }
            """)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows.map { $0.trimmingCharacters(in: .whitespaces) } == ["T", "p", "q"])
    }
}
