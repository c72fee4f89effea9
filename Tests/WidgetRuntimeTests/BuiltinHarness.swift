import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Evaluates widget expressions in a real session's timeline block, with a fixed clock and time zone.
enum BuiltinHarness {
    static func source(statements: String, value: String) -> String {
        """
        entry E { var v: String }
        provider P {
            placeholder { E(v: "") }
            timeline {
                \(statements)
                let result = \(value)
                return Timeline(entries: [E(v: "\\(result)")], policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.v) }
        }
        """
    }

    /// The diagnostics of a file, as `line:column: message`.
    static func diagnostics(_ text: String) -> [String] {
        WidgetCompiler.compile(SourceFile(path: "test.widget", text: text)).diagnostics.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
    }

    static func errors(_ text: String) -> [String] {
        WidgetCompiler.compile(SourceFile(path: "test.widget", text: text)).diagnostics.filter { $0.severity == .error }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
    }

    static func session(_ text: String, now: String, timeZone: String, locale: String = "en_US") throws -> WidgetSession {
        try TestSession.open(text, now: now) { options in
            options.dates = DateFormatting(timeZone: TimeZone(identifier: timeZone) ?? .current, locale: Locale(identifier: locale))
        }
    }

    /// `"\(value)"` after the statements run, in a timeline block at `now` in `timeZone`.
    static func evaluate(_ value: String, statements: String = "", now: String = "2025-03-01T00:00:00Z",
                         timeZone: String = "UTC", locale: String = "en_US") throws -> String {
        let session = try session(source(statements: statements, value: value), now: now, timeZone: timeZone, locale: locale)
        let (_, provider) = try session.providerDecl("W")
        let block = try #require(provider.block("timeline"))
        let interpreter = Interpreter(program: session.program, registry: session.registry, models: session.models,
                                      clock: Clock(fixed: session.now), dates: session.options.dates)
        let timeline = try session.runProviderBlock(block, configuration: nil, interpreter, kind: .timeline)
        guard case .timeline(let t) = timeline, case .object(let entry)? = t.entries.first, case .string(let text)? = entry["v"] else {
            throw SessionError("no entry")
        }
        return text
    }

    /// The error a value fails with at run time.
    static func failure(_ value: String, statements: String = "") -> String {
        do {
            return "no error: " + (try evaluate(value, statements: statements))
        } catch {
            return "\(error)"
        }
    }
}
