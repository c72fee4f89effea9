import Foundation
import Testing
@testable import WidgetLanguage
import WidgetTestSupport

/// The Swift forms of expressions, statements, patterns and types: parsed,
/// printed (`SwiftForms/forms.ast`) and formatted without change of meaning.
@Suite struct SwiftFormsTests {
    static let path = PackagePaths.path("Tests/WidgetLanguageTests/SwiftForms/forms.widget")

    @Test func parsesAndPrints() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let (tree, diagnostics) = Parser.parse(SourceFile(path: "forms.widget", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range): \($0.message)" })")
        let golden = PackagePaths.path("Tests/WidgetLanguageTests/SwiftForms/forms.ast")
        if let mismatch = Golden.compare(SyntaxPrinter.print(tree), with: golden) { Issue.record("\(mismatch)") }
    }

    @Test func formatsToItselfAndKeepsItsMeaning() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let formatted = try WidgetFormatter.format(SourceFile(path: "forms.widget", text: text))
        #expect(formatted == text)
    }
}
