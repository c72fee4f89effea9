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

    /// A provider is its struct, which holds its functions, and WidgetKit's side of the same name,
    /// whose blocks are the struct's methods; a widget is its struct and the widget drawn.
    @Test func aProviderAndAWidgetAreTheirStructs() {
        let text = """
            entry E { var n: Int }
            provider P {
                placeholder { E(n: double(0)) }
                timeline { Timeline(entries: [E(n: double(1))], policy: .never) }
                func double(_ n: Int) -> Int { n * 2 }
            }
            widget W {
                provider: P
                body(entry) { Text("\\(entry.n)") }
            }
            """
        let (tree, diagnostics) = Parser.parse(SourceFile(path: "p.widget", text: text))
        #expect(diagnostics.isEmpty)
        let kinds = tree.declarations.map { "\($0.kind.keyword) \($0.name)" }
        #expect(kinds == ["struct E", "struct P", "provider P", "struct W", "widget W"])
        guard case .structure(let provider) = tree.declarations[1].kind, case .provider(let blocks) = tree.declarations[2].kind,
              case .structure(let widget) = tree.declarations[3].kind else { Issue.record("not lowered"); return }
        #expect(provider.conformances == ["TimelineProvider"] && provider.functions.map(\.name) == ["double"])
        #expect(blocks.functions.isEmpty && blocks.blocksAreMethods && blocks.blocks.map(\.name) == ["placeholder", "timeline"])
        #expect(widget.conformances == ["Widget"])
        let swift = declarations("P.swift", """
            import WidgetKit
            struct P {
                func double(_ n: Int) -> Int { n * 2 }
            }
            """)
        guard case .structure(let written)? = swift["P"]?.kind else { Issue.record("not a struct"); return }
        guard case .structure(let lowered)? = declarations("p.widget", text)["P"]?.kind else { Issue.record("not a struct"); return }
        #expect(written.functions == lowered.functions)
    }

    /// An intent in either spelling is the same AppIntents declaration: its metadata, its parameters
    /// and `perform` (whose Swift spelling ends with the `return .result()` the short form leaves out).
    @Test func anIntentIsItsAppIntentStruct() {
        let short = declarations("i.widget", """
            intent Bump {
                static let title = "Bump"
                @Parameter(title: "By") var by: Int
                perform { total += by }
            }
            var total = 0
            """)
        let swift = declarations("I.swift", """
            import AppIntents
            struct Bump: AppIntent {
                static var title: LocalizedStringResource = "Bump"
                @Parameter(title: "By") var by: Int
                func perform() async throws -> some IntentResult {
                    total += by
                    return .result()
                }
            }
            var total = 0
            """)
        guard case .intent(let lowered)? = short["Bump"]?.kind, case .intent(let written)? = swift["Bump"]?.kind else {
            Issue.record("not intents"); return
        }
        #expect(lowered.parameters == written.parameters)
        #expect(lowered.metadata.map(\.name) == written.metadata.map(\.name))
        #expect(lowered.perform?.body.first == written.perform?.body.first)
    }

    /// `widgetry fmt` reads the file as written: the short forms stay.
    @Test func theFormatterKeepsTheShortForms() throws {
        let text = "model Item {\n    var name: String\n}\n\nentry Day {\n    var count: Int\n}\n\nview Row(day: Day) {\n    Text(\"\\(day.count)\")\n}\n"
        #expect(try WidgetFormatter.format(SourceFile(path: "f.widget", text: text)) == text)
        let (tree, _) = Parser.parseAsWritten(SourceFile(path: "f.widget", text: text))
        #expect(tree.declarations.map(\.kind.keyword) == ["model", "entry", "view"])
    }
}
