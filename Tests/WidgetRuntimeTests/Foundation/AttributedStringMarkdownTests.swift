import Foundation
import Testing
@testable import WidgetRuntime

/// `AttributedString(markdown:options:)`: the text Markdown's marks leave (Foundation on Linux does not read
/// Markdown, so the expected text is written out, as Apple's Foundation gives it, not compared with swiftc's).
@Suite struct AttributedStringMarkdownTests {
    @Test func inlineMarksAreDroppedAndLinksAreTheirText() {
        let outcome = SwiftProgram.run(source: """
            import Foundation

            func plain(_ markdown: String, _ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .full) -> String {
                let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true, interpretedSyntax: syntax)
                guard let text = try? AttributedString(markdown: markdown, options: options) else { return "nil" }
                return String(text.characters)
            }

            func run() {
                print(plain("**Hi** _there_, [the site](https://example.com) and `a*b`"))
                print(plain("\\\\*not emphasis\\\\* snake_case_name ~~gone~~ ![icon](i.png)"))
                print(plain("two  spaces\\nand a line", .inlineOnlyPreservingWhitespace), terminator: "|\\n")
                print(plain("two  spaces\\nand a line", .inlineOnly))
                print(plain("# Title\\n\\n- one\\n- **two**\\n\\nLast  paragraph\\nwrapped"))
                print(AttributedString("plain").characters.count)
            }
            """, fileName: "Markdown.swift")
        #expect(outcome.failure == nil)
        #expect(outcome.output == """
            Hi there, the site and a*b
            *not emphasis* snake_case_name gone icon
            two  spaces
            and a line|
            two spaces and a line
            TitleonetwoLast paragraph wrapped
            5

            """)
    }

    @Test func textDrawsAnAttributedStringsText() throws {
        let source = SwiftWidgetDrawing.widget(view: """
                var styled: AttributedString {
                    (try? AttributedString(markdown: "**Bold** move")) ?? AttributedString("none")
                }
                var body: some View { Text(styled) }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors == [])
        #expect(drawn.rows.contains { $0.contains("Bold move") })
    }
}
