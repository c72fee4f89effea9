import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// Each `Diagnostics/NAME.widget` parses but is wrong; `NAME.diagnostics` holds
/// the checker's exact rendered diagnostics.
@Suite struct CheckerGoldenTests {
    static let cases = PackagePaths.files(in: "Tests/WidgetRuntimeTests/Diagnostics", withExtension: "widget")

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func diagnostics(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let file = SourceFile(path: name, text: text)
        let result = WidgetCompiler.compile(file)
        #expect(!result.diagnostics.isEmpty, "\(name) should produce a diagnostic")
        let rendered = DiagnosticReporter(file: file).render(result.diagnostics)
        let golden = path.replacingOccurrences(of: ".widget", with: ".diagnostics")
        if let mismatch = Golden.compare(rendered, with: golden) { Issue.record("\(mismatch)") }
    }

    @Test(arguments: PackagePaths.files(in: "widgets", withExtension: "widget"))
    func seedWidgetsCheckCleanly(_ path: String) {
        let result = WidgetCompiler.compile(path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.range.start): \($0.message)" })")
    }
}
