import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// Every ```widget block in Grammar.md is a complete file that passes the checker
/// (warnings allowed, no errors). ```widget-fragment blocks are only parsed, by
/// `GrammarExamplesTests` in WidgetLanguageTests.
extension GrammarExample: CustomTestStringConvertible {
    public var testDescription: String { label }
}

@Suite struct GrammarExamplesCheckTests {
    static let examples = GrammarExample.load(tags: ["widget"])

    @Test func grammarHasEnoughCompleteExamples() {
        #expect(Self.examples.count >= 40, "Grammar.md has only \(Self.examples.count) complete examples")
    }

    @Test(arguments: examples)
    func exampleChecks(_ example: GrammarExample) {
        let file = SourceFile(path: "Grammar.md", text: example.code)
        let result = WidgetCompiler.compile(file)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(example.name): \(errors.map { "Grammar.md:\($0.range.start.line + example.line - 1):\($0.range.start.column): \($0.message)" })")
    }
}
