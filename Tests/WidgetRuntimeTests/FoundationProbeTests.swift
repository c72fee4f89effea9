import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// The "never unknown" rule for Foundation and the standard library: every probed
/// expression (`FoundationProbeList`) checks without an error in a Swift widget and
/// runs in its timeline; what is not standard library stays a located check error.
@Suite struct FoundationProbeTests {
    static let path = "probe.swift"

    static func errors(_ source: String) -> [String] {
        WidgetCompiler.compile(SourceFile(path: path, text: source)).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    @Test func everyProbedExpressionChecksAndRuns() throws {
        let all = FoundationProbeList.expressions
        #expect(all.count > 280)
        // In files of 60: at most 100 diagnostics are shown.
        for start in stride(from: 0, to: all.count, by: 60) {
            let expressions = Array(all[start..<min(all.count, start + 60)])
            let source = FoundationProbeList.swiftSource(expressions)
            let errors = Self.errors(source)
            #expect(errors.isEmpty, "\(errors)")
            guard errors.isEmpty else { continue }
            let session = try TestSession.open(source, path: Self.path)
            let (snapshot, state) = try session.timeline(widget: "W")
            if case .failed(let error) = state { Issue.record("\(error)") }
            guard case .object(let entry)? = snapshot?.entries.first, case .string(let text)? = entry["text"] else {
                Issue.record("no entry for the expressions from \(start)")
                continue
            }
            #expect(text.components(separatedBy: "\u{1}").count == expressions.count)
        }
    }

    @Test func whatIsNotStandardLibraryIsALocatedError() {
        for expression in FoundationProbeList.notStandard {
            let errors = Self.errors(FoundationProbeList.swiftSource([expression]))
            let name = expression.dropFirst("numbers.".count).prefix { $0.isLetter }
            // `let value = numbers.…` on line 15: the caret is on the member's name.
            #expect(errors == ["15:25: value of type [Int] has no member '\(name)'"], "\(errors)")
        }
    }
}
