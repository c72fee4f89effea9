import Foundation
import Testing
import WidgetRuntime
import WidgetSources
import WidgetTestSupport

/// Documents that once broke a rule of the JSON fuzz target (`fuzz/run.sh
/// --target json`), run through the same checks (`JSONDecodingCheck`): the
/// parser, the writer's round trip and every source's `load()` must give a
/// value or a catchable error with a clean message.
@Suite struct JSONFuzzRegressionTests {
    static let files = PackagePaths.files(in: "Tests/WidgetRuntimeTests/JSONFuzzRegressions", withExtension: "json")

    static func check() throws -> JSONDecodingCheck {
        try JSONDecodingCheck(storePath: PackagePaths.temporaryDirectory("widgetry-json-fuzz").appendingPathComponent("store.sqlite").path)
    }

    @Test(arguments: files)
    func savedInput(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let problem = try Self.check().run(Array(data))
        #expect(problem == nil, "\(URL(fileURLWithPath: path).lastPathComponent): \(problem ?? "")")
    }

    /// The check itself: well-formed seeds decode, and it does see a broken rule.
    @Test func theCheckPassesGoodDocumentsAndReportsBadOnes() throws {
        let check = try Self.check()
        #expect(check.run(Array(#"[{"at": "2026-11-22T08:30:00Z", "value": 1, "status": "open"}]"#.utf8)) == nil)
        #expect(check.run(Array("[1, 2".utf8)) == nil)
        #expect(JSONDecodingCheck.controlCharacterProblem(in: .array([.string("ok"), .string("\u{1B}[2J")])) != nil)
    }

    /// A key echoed in a syntax error is stripped of escape sequences, like every string from data.
    @Test func aKeyInASyntaxErrorIsSanitized() {
        let document = #"{"\u009b2J\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007" "no colon"}"#
        do {
            _ = try JSONParser.parse(Array(document.utf8))
            Issue.record("a key without its colon parsed")
        } catch {
            #expect(error.message == "expected ':' after the key \"link\", found '\"'")
        }
    }
}
