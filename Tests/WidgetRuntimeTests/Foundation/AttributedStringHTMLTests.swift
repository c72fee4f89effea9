import Foundation
import Testing
@testable import WidgetRuntime

/// `NSAttributedString(data:options:documentAttributes:)` with an HTML document: its text, as UIKit reads one
/// (Foundation on Linux does not read HTML, so these are written out, not compared with it).
@Suite struct AttributedStringHTMLTests {
    static let program = """
        import Foundation

        extension String {
            var htmlText: String {
                guard let data = data(using: .utf8) else { return self }
                do {
                    let text = try NSAttributedString(
                        data: data,
                        options: [.documentType: NSAttributedString.DocumentType.html,
                                  .characterEncoding: String.Encoding.utf8.rawValue],
                        documentAttributes: nil)
                    return text.string
                } catch {
                    return self
                }
            }
        }

        func run() {
            print("Tom &amp; Jerry &lt;3".htmlText)
            print("<p>One   <b>two</b>\\n three</p><p>it&#39;s &#x2014; done</p>".htmlText, terminator: "|")
            print("line<br>next<br/>last<script>var x = 1;</script>".htmlText)
            print("&unknown; &#65;".htmlText)
        }
        """

    @Test func htmlIsReadAsItsText() {
        let outcome = SwiftProgram.run(source: Self.program, fileName: "HTML.swift")
        #expect(outcome.failure == nil)
        #expect(outcome.output == """
            Tom & Jerry <3
            One two three
            it's \u{2014} done
            |line
            next
            last
            &unknown; A

            """)
    }

    @Test func plainDataIsItsText() {
        let source = """
            import Foundation
            func run() {
                let data = "a &amp; <b>b</b>".data(using: .utf8)!
                let text = try? NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.plain], documentAttributes: nil)
                print(text?.string ?? "none", text?.length ?? 0)
            }
            """
        let outcome = SwiftProgram.run(source: source, fileName: "Plain.swift")
        #expect(outcome.failure == nil)
        #expect(outcome.output == "a &amp; <b>b</b> 16\n")
    }
}
