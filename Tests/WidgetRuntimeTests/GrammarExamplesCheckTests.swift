import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// Every ```widget block in Grammar.md is a complete file that passes the checker
/// (warnings allowed, no errors). ```widget-fragment blocks are only parsed, by
/// `GrammarExamplesTests` in WidgetLanguageTests.
@Suite struct GrammarExamplesCheckTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var line: Int
        var code: String
        var testDescription: String { "\(name) (Grammar.md:\(line))" }
    }

    static let examples: [Example] = {
        guard let text = try? String(contentsOfFile: PackagePaths.path("Grammar.md"), encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var heading = "(top)"
        var perHeading: [String: Int] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("#") {
                heading = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("```") {
                let tag = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                var body: [String] = []
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("```") {
                    body.append(lines[end])
                    end += 1
                }
                if tag == "widget" {
                    let count = perHeading[heading, default: 0] + 1
                    perHeading[heading] = count
                    examples.append(Example(name: count == 1 ? heading : "\(heading) #\(count)", line: index + 2,
                                            code: body.joined(separator: "\n") + "\n"))
                }
                index = end
            }
            index += 1
        }
        return examples
    }()

    @Test func grammarHasEnoughCompleteExamples() {
        #expect(Self.examples.count >= 40, "Grammar.md has only \(Self.examples.count) complete examples")
    }

    @Test(arguments: examples)
    func exampleChecks(_ example: Example) {
        let file = SourceFile(path: "Grammar.md", text: example.code)
        let result = WidgetCompiler.compile(file)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(example.name): \(errors.map { "Grammar.md:\($0.range.start.line + example.line - 1):\($0.range.start.column): \($0.message)" })")
    }
}
