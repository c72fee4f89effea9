import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A file with thousands of errors, or one very long line, prints a bounded
/// report: the first 100 diagnostics, a count of the rest at the first one left
/// out, and at most 160 columns of a source line around each caret.
@Suite struct BoundedDiagnosticsTests {
    @Test func aFileShowsItsFirstHundredDiagnosticsAndCountsTheRest() throws {
        let names = Array(repeating: "zz", count: 2_000).joined(separator: ", ")
        let file = SourceFile(path: "many.widget", text: "let a = [\(names)]\n")
        let result = WidgetCompiler.compile(file)
        #expect(result.diagnostics.count == 101)
        let summary = try #require(result.diagnostics.last)
        #expect(summary.severity == .error)
        #expect(summary.message == "1900 more errors not shown (at most 100 are shown, errors first); the first left out is here")
        // The 101st 'zz': "let a = [" is 9 columns, each "zz, " is 4.
        #expect(summary.range.start.column == 10 + 100 * 4)
        let report = DiagnosticReporter(file: file).render(result.diagnostics)
        // 101 diagnostics of three lines each, every line at most ~170 columns.
        #expect(report.split(separator: "\n").count == 303)
        #expect(report.split(separator: "\n").allSatisfy { $0.count <= 200 })
    }

    @Test func oneErrorOnAFiveMegabyteLinePrintsAFewHundredBytes() throws {
        let text = "let a = \"" + String(repeating: "x", count: 5_000_000) + "\" + 1\n"
        let file = SourceFile(path: "big.widget", text: text)
        let result = WidgetCompiler.compile(file)
        #expect(result.diagnostics.map(\.message) == ["cannot apply '+' to String and Int"])
        let report = DiagnosticReporter(file: file).render(result.diagnostics)
        #expect(report.utf8.count < 1_000, "\(report.utf8.count) bytes")
        let lines = report.split(separator: "\n")
        #expect(lines[1].hasPrefix("let a = \"xxxx") && lines[1].hasSuffix("x…"))
        #expect(lines[2].hasPrefix(String(repeating: " ", count: 8) + "^~~~"))
    }

    @Test func warningsAloneStayWarnings() throws {
        let source = Self.widgetWith150Warnings()
        let result = WidgetCompiler.compile(SourceFile(path: "w.widget", text: source))
        #expect(!result.diagnostics.hasErrors)
        #expect(result.program != nil)
        #expect(result.diagnostics.count == 101)
        #expect(result.diagnostics.last?.message == "50 more warnings not shown (at most 100 are shown, errors first); the first left out is here")
    }

    @Test func errorsAreShownBeforeTheWarningsOfTheFilesBeforeThem() throws {
        // 150 warnings (unknown symbols) first in the file, then one error: the error is among those shown.
        let source = Self.widgetWith150Warnings(then: "Text(entry.missing)")
        let result = WidgetCompiler.compile(SourceFile(path: "w.widget", text: source))
        #expect(result.diagnostics.count == 101)
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("missing") })
        #expect(result.diagnostics.last?.message == "51 more warnings not shown (at most 100 are shown, errors first); the first left out is here")
        #expect(result.diagnostics.last?.severity == .warning)
    }

    /// A widget whose body draws 150 unknown symbols (a warning each), then `last`.
    static func widgetWith150Warnings(then last: String = "") -> String {
        let symbols = (0..<150).map { "Image(systemName: \"no.such.symbol\($0)\")" }.joined(separator: "\n            ")
        return """
        entry E { var n: Int }
        provider P {
            placeholder { E(n: 0) }
            timeline { return Timeline(entries: [E(n: 0)], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) {
                VStack {
                    \(symbols)
                    \(last)
                }
            }
        }
        """
    }

    /// One place, one saying: the same diagnostic twice is said once, and of two where one only adds a suggestion to
    /// the other, the one with the suggestion is kept.
    @Test func aDiagnosticIsSaidOnceAtItsPlace() {
        let here = SourceRange(start: SourceLocation(line: 4, column: 17, offset: 40), end: SourceLocation(line: 4, column: 20, offset: 43))
        let there = SourceRange(start: SourceLocation(line: 5, column: 1, offset: 50), end: SourceLocation(line: 5, column: 4, offset: 53))
        let plain = "unknown type 'HighlightState'; it may come from 'Kit', which is not available in Widgetry"
        let suggested = plain + "; did you mean 'HighlightContext'?"
        let said = WidgetCompiler.saidOnce([.error(plain, at: here), .error(suggested, at: here), .error(suggested, at: here),
                                            .error(plain, at: there)])
        #expect(said.map { "\($0.range.start.line): \($0.message)" } == ["4: \(suggested)", "5: \(plain)"])
    }
}
