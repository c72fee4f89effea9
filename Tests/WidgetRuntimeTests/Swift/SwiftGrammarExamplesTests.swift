import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// The Swift examples of Grammar.md (the Swift each `.widget` form stands for, in
/// §2, and the Swift as written of §4): every ```swift block compiles as a Swift
/// file without errors; every ```swift-refused block gives the error its first
/// line (`// error: …`) names.
@Suite struct SwiftGrammarExamplesTests {
    static let accepted = GrammarExample.load(tags: ["swift"])
    static let refused = GrammarExample.load(tags: ["swift-refused"])

    @Test func theChapterHasExamples() {
        #expect(Self.accepted.count >= 3)
        #expect(Self.refused.count >= 2)
    }

    @Test(arguments: accepted)
    func acceptedExampleCompiles(_ example: GrammarExample) {
        let result = WidgetCompiler.compile(SourceFile(path: "Example.swift", text: example.code))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(example.name): \(errors.map { "Grammar.md:\($0.range.start.line + example.line - 1):\($0.range.start.column): \($0.message)" })")
    }

    @Test(arguments: refused)
    func refusedExampleGivesItsError(_ example: GrammarExample) throws {
        let firstLine = example.code.components(separatedBy: "\n").first ?? ""
        let expected = try #require(firstLine.range(of: "// error: ").map { String(firstLine[$0.upperBound...]) })
        let result = WidgetCompiler.compile(SourceFile(path: "Example.swift", text: example.code))
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.hasPrefix(expected) }, "\(example.name): \(errors)")
    }
}
