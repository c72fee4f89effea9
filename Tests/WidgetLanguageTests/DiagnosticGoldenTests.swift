import Foundation
import Testing
import WidgetLanguage
import WidgetTestSupport

/// Each `Diagnostics/NAME.widget` is a malformed source; `NAME.diagnostics` holds the
/// exact rendered diagnostics (message, line, column, source line, caret).
@Suite struct DiagnosticGoldenTests {
    static let cases = PackagePaths.files(in: "Tests/WidgetLanguageTests/Diagnostics", withExtension: "widget")

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func diagnostics(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let file = SourceFile(path: name, text: text)
        let (_, diagnostics) = Parser.parse(file)
        #expect(diagnostics.hasErrors, "\(name) should not parse cleanly")
        let rendered = DiagnosticReporter(file: file).render(diagnostics)
        let golden = path.replacingOccurrences(of: ".widget", with: ".diagnostics")
        if let mismatch = Golden.compare(rendered, with: golden) { Issue.record("\(mismatch)") }
    }
}
