import Foundation
import Testing
import WidgetLanguage
import WidgetTestSupport

extension GrammarExample: CustomTestStringConvertible {
    public var testDescription: String { label }
}

/// Every ```widget and ```widget-fragment block in Grammar.md parses without errors.
@Suite struct GrammarExamplesTests {
    static let examples = GrammarExample.load(tags: ["widget", "widget-fragment"])

    @Test func grammarHasEnoughExamples() {
        #expect(Self.examples.count >= 40, "Grammar.md has only \(Self.examples.count) examples")
        #expect(Self.examples.filter { $0.tag == "widget-fragment" }.count <= 3, "keep fragments few")
    }

    @Test(arguments: examples)
    func exampleParses(_ example: GrammarExample) {
        let file = SourceFile(path: "Grammar.md:\(example.line)", text: example.code)
        let (tree, diagnostics) = Parser.parse(file)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(example.name): \(errors.map { "\($0.range.start.line + example.line - 1):\($0.range.start.column): \($0.message)" })")
        #expect(!tree.declarations.isEmpty, "\(example.name) declares nothing")
    }
}
