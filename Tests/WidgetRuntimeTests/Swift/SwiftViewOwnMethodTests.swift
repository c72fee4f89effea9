import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A method a view of the program declares, called on the view just made (`Badge(label: "a").tinted(.blue)`), as
/// SwiftUI code builds views: the method runs with the view's struct as `self`, and what it gives is drawn where it
/// is placed. It was "unknown modifier '.tinted'".
@Suite struct SwiftViewOwnMethodTests {
    static let source = SwiftWidgetDrawing.widget("""
        struct Badge: View {
            var label: String
            var mark = "-"
            var body: some View { Text(mark + label) }
            func marked(_ mark: String) -> Badge {
                var copy = self
                copy.mark = mark
                return copy
            }
            func boxed() -> some View { Text("[\\(label)]") }
            func width() -> Int { label.count * 2 }
        }
        """, view: """
            var body: some View {
                VStack {
                    Badge(label: "plain")
                    Badge(label: "star").marked("*")
                    Badge(label: "twice").marked("+").marked("#")
                    Badge(label: "box").boxed()
                    Text("\\(Badge(label: "abc").width())")
                }
            }
        """)

    @Test func aViewsOwnMethodRunsOnTheViewMade() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["-plain", "*star", "#twice", "[box]", "6"])
    }

    /// A modifier SwiftUI has, on the view made, is still the modifier when the view declares no method of that name.
    @Test func aModifierIsStillAModifier() throws {
        let source = SwiftWidgetDrawing.widget("""
            struct Tag: View {
                var body: some View { Text("tag") }
                func shout() -> some View { Text("TAG") }
            }
            """, view: """
                var body: some View {
                    VStack {
                        Tag().padding(0)
                        Tag().shout().padding(0)
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["tag", "TAG"])
    }
}
