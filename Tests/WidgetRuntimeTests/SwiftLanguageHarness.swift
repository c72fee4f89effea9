import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Runs Swift statements as the body of `func run() -> String` in a small
/// widget (`declarations` go before it) and gives the entry's text, or the
/// checker's or the interpreter's error with its `line:column` in `body`.
struct SwiftLanguageHarness {
    /// The line of the source where the body's first line is.
    static func source(_ body: String, declarations: String) -> (String, Int) {
        let head = """
        entry E { var text: String }
        \(declarations)
        func run() -> String {

        """
        let tail = """

        }
        provider P {
            placeholder { E(text: "") }
            timeline { Timeline(entries: [E(text: run())], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.text) }
        }
        """
        return (head + body + tail, head.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// The text `run()` returns.
    static func run(_ body: String, declarations: String = "") throws -> String {
        let (text, _) = source(body, declarations: declarations)
        let harness = try EvaluationHarness(text)
        let value = try harness.timeline()
        guard case .timeline(let timeline) = value, case .object(let entry)? = timeline.entries.first,
              case .string(let result)? = entry["text"] else { return "not a timeline: \(value)" }
        return result
    }

    /// The lines `print` wrote while `run()` ran, and the text it returned.
    static func trace(_ body: String, declarations: String = "") throws -> ([String], String) {
        let (text, _) = source(body, declarations: declarations)
        let session = try TestSession.open(text)
        let (_, provider) = try session.providerDecl("W")
        let block = try #require(provider.block("timeline"))
        let interpreter = Interpreter(program: session.program, registry: session.registry, models: session.models,
                                      clock: Clock(fixed: session.now), dates: session.options.dates)
        final class Lines: @unchecked Sendable { var lines: [String] = [] }
        let lines = Lines()
        interpreter.trace = { lines.lines.append($0) }
        let value = try session.runProviderBlock(block, configuration: nil, interpreter, kind: .timeline)
        guard case .timeline(let timeline) = value, case .object(let entry)? = timeline.entries.first,
              case .string(let result)? = entry["text"] else { return (lines.lines, "not a timeline") }
        return (lines.lines, result)
    }

    /// The checker's errors as `line:column: message`, lines counted within the body.
    static func checkErrors(_ body: String, declarations: String = "") -> [String] {
        let (text, first) = source(body, declarations: declarations)
        let result = WidgetCompiler.compile(SourceFile(path: "test.widget", text: text))
        return result.diagnostics.filter { $0.severity == .error }.map {
            "\($0.range.start.line - first + 1):\($0.range.start.column): \($0.message)"
        }
    }

    /// The run-time error as `line:column: message`, lines counted within the body.
    static func runtimeError(_ body: String, declarations: String = "") throws -> String {
        let (text, first) = source(body, declarations: declarations)
        let harness = try EvaluationHarness(text)
        guard let failure = harness.failure() else { return "no error" }
        let line = (failure.range?.start.line ?? 0) - first + 1
        return "\(line):\(failure.range?.start.column ?? 0): \(failure.message)"
    }
}
