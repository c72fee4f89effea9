import Testing
@testable import WidgetLanguageService

/// `.name` completed from the type the context gives: the parameter type of the
/// argument it is written in, as the table's signature names it.
@Suite struct ImplicitMemberCompletionTests {
    /// A view whose body has `line` in it, the cursor after the `.` that `line` holds at `marker`.
    static func labels(_ line: String, at marker: String = "(.", offset: Int = 2) throws -> [String] {
        let module = InProcessModule("""
            view Card(title: String) {
                VStack {
                    Text(title)
                        \(line)
                }
            }
            """)
        return try module.completionLabels(marker, in: line, offset: offset)
    }

    @Test func aModifierTakesTheTypeItsSignatureNames() throws {
        let fonts = try Self.labels(".font(.)")
        #expect(fonts.contains("headline") && fonts.contains("system") && !fonts.contains("blue"))
        let weights = try Self.labels(".fontWeight(.)")
        #expect(weights.contains("semibold") && !weights.contains("headline") && !weights.contains("blue"))
        let designs = try Self.labels(".fontDesign(.)")
        #expect(Set(designs) == ["default", "rounded", "serif", "monospaced"])
        let widths = try Self.labels(".fontWidth(.)")
        #expect(Set(widths) == ["standard", "compressed", "condensed", "expanded"])
        let schemes = try Self.labels(".colorScheme(.)")
        #expect(Set(schemes) == ["light", "dark"])
        let alignments = try Self.labels(".frame(maxWidth: 100, alignment: .)", at: "alignment: .", offset: 12)
        #expect(alignments.contains("topLeading") && !alignments.contains("blue"))
        let angles = try Self.labels(".rotationEffect(.)")
        #expect(Set(angles) == ["degrees", "radians", "zero"])
    }

    @Test func aStyleArgumentTakesColoursAndStyles() throws {
        let styles = try Self.labels(".foregroundStyle(.)")
        #expect(styles.contains("blue") && styles.contains("secondary") && styles.contains("ultraThinMaterial"))
        #expect(!styles.contains("headline") && !styles.contains("systemBackground"))
        // The second and third styles of .foregroundStyle too.
        #expect(try Self.labels(".foregroundStyle(.red, .)", at: ", .", offset: 3).contains("tertiary"))
        #expect(try Self.labels(".tint(.)").contains("orange"))
    }

    @Test func aNestedCallAndAStackTakeTheirParametersTypes() throws {
        let weights = try Self.labels(".font(.system(size: 12, weight: .))", at: "weight: .", offset: 9)
        #expect(weights.contains("bold") && !weights.contains("body"))
        let stacks = """
            view Card(title: String) {
                VStack(alignment: .leading) {
                    HStack(alignment: .top) { Text(title) }
                }
            }
            """
        let vstack = InProcessModule(stacks.replacingOccurrences(of: ".leading", with: "."))
        let horizontal = try vstack.completionLabels("alignment: .", offset: 12)
        #expect(horizontal.contains("leading") && !horizontal.contains("top"))
        let hstack = InProcessModule(stacks.replacingOccurrences(of: ".top", with: "."))
        let vertical = try hstack.completionLabels("alignment: .", in: "HStack(alignment: .)", offset: 12)
        #expect(vertical.contains("firstTextBaseline") && !vertical.contains("leading"))
    }

    @Test func anArgumentWhoseTypeTheTableDoesNotKnowOffersNoColours() throws {
        // `.padding`'s edges are not a type of the table: nothing, rather than Color's members.
        #expect(try Self.labels(".padding(.)").isEmpty)
    }

    @Test func familiesWhereTheContextTakesAWidgetFamily() throws {
        let module = InProcessModule("""
            view Card(title: String) {
                @Environment(\\.widgetFamily) var family
                if family == . {
                    Text(title)
                }
            }
            """)
        let compared = try module.completionLabels("== .", offset: 4)
        #expect(compared.contains("systemSmall") && compared.contains("accessoryInline") && !compared.contains("blue"))
        let switched = InProcessModule("""
            view Card(title: String) {
                @Environment(\\.widgetFamily) var family
                switch family {
                case .:
                    Text(title)
                default:
                    EmptyView()
                }
            }
            """)
        #expect(try switched.completionLabels("case .", offset: 6).contains("systemMedium"))
        let swift = InProcessModule("""
            import SwiftUI
            import WidgetKit

            struct CardWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Card", provider: Provider()) { entry in
                        Text("Hi")
                    }
                    .supportedFamilies([.systemSmall, .])
                }
            }
            """, path: "/tmp/in-process/CardWidget.swift")
        let supported = try swift.completionLabels(", .", in: ".systemSmall, .]", offset: 3)
        #expect(supported.contains("systemLarge") && !supported.contains("blue"))
    }
}
