import Testing
import WidgetLanguage

/// A `.widget` short form is lowered by the front end into the Swift declaration it
/// stands for: after parsing, the two spellings are the same declaration.
@Suite struct ShortFormLoweringTests {
    func declarations(_ path: String, _ text: String) -> [String: Decl] {
        let (tree, diagnostics) = Parser.parse(SourceFile(path: path, text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return Dictionary(tree.withoutRanges.declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func anEntryIsItsTimelineEntryStruct() {
        let short = declarations("e.widget", "entry Day {\n    var count: Int\n    let title: String = \"t\"\n}\n")
        let swift = declarations("E.swift", """
            import WidgetKit
            struct Day: TimelineEntry {
                var date: Date = .now
                var count: Int
                let title: String = "t"
            }
            """)
        #expect(short["Day"] == swift["Day"])
        guard case .structure(let body)? = short["Day"]?.kind else { Issue.record("not a struct"); return }
        #expect(body.conformances == ["TimelineEntry"] && body.fields.map(\.name) == ["date", "count", "title"])
    }

    @Test func aModelIsItsModelClass() {
        let short = declarations("m.widget", "model Item {\n    var name: String\n    var done: Bool = false\n}\n")
        let swift = declarations("M.swift", """
            import SwiftData
            @Model class Item {
                var name: String
                var done: Bool = false
            }
            """)
        #expect(short["Item"] == swift["Item"])
        guard case .structure(let body)? = short["Item"]?.kind else { Issue.record("not a struct"); return }
        #expect(body.isModel)
    }

    @Test func aViewIsItsViewStruct() {
        let short = declarations("v.widget", "view Badge(count: Int, tint: Color = .red) {\n    Text(\"\\(count)\").foregroundStyle(tint)\n}\n")
        let swift = declarations("V.swift", """
            import SwiftUI
            struct Badge: View {
                var count: Int
                var tint: Color = .red
                var body: some View {
                    Text("\\(count)").foregroundStyle(tint)
                }
            }
            """)
        #expect(short["Badge"] == swift["Badge"])
    }

    /// `view Badge(_ count: Int)` is called `Badge(3)`: its struct has the `init` that takes it so.
    @Test func aViewWithUnlabelledParametersHasItsInitializer() {
        let short = declarations("v.widget", "view Badge(_ count: Int) {\n    Text(\"\\(count)\")\n}\n")
        guard case .structure(let body)? = short["Badge"]?.kind else { Issue.record("not a struct"); return }
        #expect(body.initializers.map { $0.parameters.map { "\($0.label ?? "_") \($0.name)" } } == [["_ count"]])
        #expect(body.fields.map(\.name) == ["count"])
    }

    /// `widgetry fmt` reads the file as written: the short forms stay.
    @Test func theFormatterKeepsTheShortForms() throws {
        let text = "model Item {\n    var name: String\n}\n\nentry Day {\n    var count: Int\n}\n\nview Row(day: Day) {\n    Text(\"\\(day.count)\")\n}\n"
        #expect(try WidgetFormatter.format(SourceFile(path: "f.widget", text: text)) == text)
        let (tree, _) = Parser.parseAsWritten(SourceFile(path: "f.widget", text: text))
        #expect(tree.declarations.map(\.kind.keyword) == ["model", "entry", "view"])
    }
}
