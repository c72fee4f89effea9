import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A method a view of the program declares, called on the view just made (`Badge(label: "a").tinted(.blue)`), as
/// SwiftUI code builds views: the method runs with the view's struct as `self`, and what it gives is drawn where it
/// is placed. It was "unknown modifier '.tinted'".
@Suite struct SwiftViewOwnMethodTests {
    static let source = SwiftWidgetDrawing.widget(badge, view: """
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

    /// A view held in a variable, a field or a function's result is its struct, of its own type, as in Swift: its
    /// properties and methods are used, it is changed through `var`, and it is drawn where it is placed, with modifiers
    /// and the program's `extension View` methods. `check` typed `let b = Badge(…)` as a View ("value of type View has
    /// no member 'label'", "unknown modifier '.marked'"), and `render` failed on `Badge().marked("*").padding()` and on
    /// a field of a view's type after `check` passed.
    @Test func aViewInAVariableIsItsStruct() throws {
        let source = SwiftWidgetDrawing.widget(Self.badge + """

            struct Row: View {
                let badge: Badge
                var extra: Badge? = nil
                var body: some View { HStack { badge.marked("r"); extra?.marked("e") } }
            }
            func made(_ label: String) -> Badge { Badge(label: label) }
            // (Its parameter `V` hides the test's view `V` in its signature.)
            func framed<V: View>(_ content: V) -> some View { content.padding(0) }
            extension View {
                func lifted() -> some View { self.padding(0) }
            }
            """, view: """
                var body: some View {
                    let a = Badge(label: "a")
                    var b = Badge(label: "b")
                    b.label = b.label.uppercased() + "\\(a.width())"
                    let list = [Badge(label: "x"), Badge(label: "y")]
                    let rows = [Row(badge: made("m")), Row(badge: Badge(label: "n"), extra: Badge(label: "o"))]
                    return VStack {
                        a.marked("*")
                        b
                        Text(a.label + list[1].label)
                        list[0].marked("+").lifted()
                        ForEach(rows, id: \\.badge.label) { $0 }
                        framed(a.marked("#"))
                        Badge(label: "p").marked("!").padding(0)
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["*a", "-B2", "ay", "+x", "rm", "rn eo", "#a", "!p"])
    }

    /// A view of another of the program's types does not go where a `Badge` is written.
    @Test func aViewOfAnotherTypeIsNotABadge() {
        let source = SwiftWidgetDrawing.widget(Self.badge + """

            struct Other: View { var body: some View { Text("o") } }
            """, view: """
                var body: some View {
                    let b: Badge = Other()
                    return b
                }
            """)
        let errors = SwiftWidgetDrawing.errors(source, path: "W.swift")
        #expect(errors.contains { $0.hasSuffix("cannot use a value of type Other as Badge for 'b'") }, "\(errors)")
    }

    /// A struct conforming to the program's protocol that refines `View` is a view: drawn, modified, and its
    /// properties (the protocol extension's among them) read on the view just made. It was "value of type Card has
    /// no member 'padding'".
    @Test func aViewThroughTheProgramsProtocol() throws {
        let source = SwiftWidgetDrawing.widget("""
            protocol EntryView: View { var name: String { get } }
            extension EntryView { var tag: String { "<" + name + ">" } }
            struct Card: EntryView {
                let name: String
                var body: some View { Text(tag) }
            }
            """, view: """
                var body: some View {
                    VStack {
                        Card(name: "a").padding(0)
                        Text(Card(name: "b").tag)
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["<a>", "<b>"])
    }

    static let badge = """
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
        """
}
