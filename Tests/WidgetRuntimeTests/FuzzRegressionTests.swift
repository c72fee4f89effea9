import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// Inputs that once crashed, hung or mislocated a diagnostic (found by the
/// libFuzzer target in `fuzz/` or by reasoning about recursion), run through
/// the whole front end: no crash, under the time limit, every location inside
/// the file.
@Suite struct FuzzRegressionTests {
    /// `.widget` inputs of the parser target and `.swift` inputs of the swift target: the extension says how the front end reads each.
    static let files = PackagePaths.files(in: "Tests/WidgetRuntimeTests/FuzzRegressions", withExtension: "widget")
        + PackagePaths.files(in: "Tests/WidgetRuntimeTests/FuzzRegressions", withExtension: "swift")

    @Test(arguments: files)
    func savedInput(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let file = SourceFile(path: URL(fileURLWithPath: path).lastPathComponent, text: String(decoding: data, as: UTF8.self))
        let outcome = FrontEndCheck.run(file)
        #expect(outcome.problem == nil, "\(file.path): \(outcome.problem ?? "")")
    }

    /// Long runs and chains that used to recurse once per element, overflowing the stack.
    static let generated: [(name: String, text: String)] = [
        ("stray characters", String(repeating: "#", count: 20_000)),
        ("lone at signs", String(repeating: "@ ", count: 10_000)),
        ("stray and at", String(repeating: "#@", count: 10_000)),
        ("binary chain", "let x = " + Array(repeating: "1", count: 5_000).joined(separator: " + ")),
        ("member chain", "let x = a" + String(repeating: ".b", count: 5_000)),
        ("call chain", "let x = f" + String(repeating: "()", count: 5_000)),
        ("subscript chain", "let x = a" + String(repeating: "[0]", count: 5_000)),
        ("force unwrap chain", "let x = a" + String(repeating: "!", count: 5_000)),
        ("optional chain", "let x = a" + String(repeating: "?.b", count: 5_000)),
        ("try chain", "let x = " + String(repeating: "try ", count: 5_000) + "a"),
        ("else if chain", "func f() {\n" + String(repeating: "if a {} else ", count: 3_000) + "{}\n}"),
        ("unary chain", "let x = " + String(repeating: "-", count: 5_000) + "a"),
        ("not chain", "let x = " + String(repeating: "!", count: 5_000) + "a"),
        ("parentheses", "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)),
        ("closures", "let x = " + String(repeating: "{ ", count: 5_000) + String(repeating: "} ", count: 5_000)),
        ("arrays", "let x = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)),
        ("array types", "let x: " + String(repeating: "[", count: 5_000) + "Int" + String(repeating: "]", count: 5_000)),
        ("interpolations", "let x = " + String(repeating: "\"\\(", count: 2_000) + "1" + String(repeating: ")\"", count: 2_000)),
        // Each multi-line string is read twice (for its indentation); its interpolations must not be.
        ("multi-line interpolations", "let x = " + String(repeating: "\"\"\"\n\\(", count: 40) + "y" + String(repeating: ")\n\"\"\"", count: 40)),
        ("views", "view V {\n" + String(repeating: "VStack {\n", count: 2_000) + String(repeating: "}\n", count: 2_000) + "}"),
        ("ternaries", "let x = " + String(repeating: "a ? b : ", count: 3_000) + "c"),
        ("assignments", "func f() {\n a = " + String(repeating: "a = ", count: 3_000) + "1\n}"),
        ("unterminated strings", String(repeating: "\"\n", count: 5_000)),
        ("unknown names", (0..<2_000).map { "let a\($0) = b\($0)" }.joined(separator: "\n")),
    ]

    @Test(arguments: generated.map(\.name))
    func generatedInput(_ name: String) throws {
        let text = try #require(Self.generated.first { $0.name == name }).text
        let outcome = FrontEndCheck.run(SourceFile(path: "\(name).widget", text: text))
        #expect(outcome.problem == nil, "\(name): \(outcome.problem ?? "")")
        #expect(outcome.diagnostics.contains { $0.severity == .error }, "\(name) should be reported as wrong")
    }

    /// Chains count toward the nesting limit, but real code stays far below it.
    @Test func longModifierChainStillChecks() {
        let modifiers = Array(repeating: ".padding(2).bold()", count: 30).joined(separator: "\n        ")
        let text = """
        view Tall(title: String) {
            VStack { HStack { VStack { HStack { VStack {
                Text(title)
                    \(modifiers)
            } } } } }
        }
        """
        let outcome = FrontEndCheck.run(SourceFile(path: "tall.widget", text: text))
        #expect(outcome.problem == nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
    }

    @Test func manyStrayCharactersAreReportedOnce() {
        let result = WidgetCompiler.compile(SourceFile(path: "garbage.widget", text: String(repeating: "'", count: 5_000)))
        #expect(result.diagnostics.count == 100)
        #expect(result.diagnostics.last?.message == "too many lexical errors; the rest of the file is not reported")
    }
}
