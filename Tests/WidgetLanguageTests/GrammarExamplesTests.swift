import Foundation
import Testing
import WidgetLanguage
import WidgetTestSupport

/// One fenced code block of `Grammar.md`.
struct GrammarExample: CustomTestStringConvertible, Sendable {
    /// The fence's tag: `widget` (complete file) or `widget-fragment` (parses only).
    var tag: String
    /// The nearest heading above the block, with a counter when a heading has several blocks.
    var name: String
    /// 1-based line of the block's first line of code in `Grammar.md`.
    var line: Int
    var code: String

    var testDescription: String { "\(name) (Grammar.md:\(line))" }

    /// Every block tagged with one of `tags`, in file order.
    static func load(tags: Set<String>) -> [GrammarExample] {
        guard let text = try? String(contentsOfFile: PackagePaths.path("Grammar.md"), encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var examples: [GrammarExample] = []
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
                if tags.contains(tag) {
                    let count = perHeading[heading, default: 0] + 1
                    perHeading[heading] = count
                    let name = count == 1 ? heading : "\(heading) #\(count)"
                    examples.append(GrammarExample(tag: tag, name: name, line: index + 2,
                                                   code: body.joined(separator: "\n") + "\n"))
                }
                index = end
            }
            index += 1
        }
        return examples
    }
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
