import Foundation
import WidgetLanguage
@testable import WidgetRuntime
import WidgetSources
import WidgetTestSupport

/// A widget source compiled and opened on a store in a new temporary folder,
/// with the clock fixed: the runtime in process, as most runtime tests need it.
enum TestSession {
    static func open(_ source: String, path: String = "test.widget", now: String = "2026-11-21T09:00:00Z",
                     adjust: (inout SessionOptions) -> Void = { _ in }) throws -> WidgetSession {
        let result = WidgetCompiler.compile(SourceFile(path: path, text: source))
        guard let program = result.program else {
            throw SessionError("does not compile: \(result.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        }
        var options = SessionOptions(storePath: PackagePaths.temporaryDirectory("session").appendingPathComponent("s.sqlite").path)
        options.now = ISO8601.parse(now)
        adjust(&options)
        return try WidgetSession(program: program, options: options)
    }
}
