import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetSources
import WidgetTestSupport

/// Runs a timeline block that uses Foundation's I/O (`URLSession`, `Data(contentsOf:)`,
/// App Group containers) on a real session: a store in a temporary folder, the
/// widget file beside it, its sources and permissions, and `print` traces kept.
struct FoundationIOHarness {
    let session: WidgetSession
    let folder: URL
    let source: String
    var traces: TraceLines

    final class TraceLines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func add(_ line: String) { lock.withLock { stored.append(line) } }
        var lines: [String] { lock.withLock { stored } }
    }

    /// `BuiltinHarness`'s widget, after the permissions and declarations it needs.
    static func source(permissions: String, declarations: String = "", statements: String, value: String) -> String {
        "\(permissions)\n\(declarations)\n" + BuiltinHarness.source(statements: statements, value: value)
    }

    init(_ source: String, folder: URL? = nil) throws {
        self.source = source
        let folder = folder ?? PackagePaths.temporaryDirectory("foundation-io")
        self.folder = folder
        let path = folder.appendingPathComponent("test.widget").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let result = WidgetCompiler.compile(SourceFile(path: path, text: source))
        guard let program = result.program else {
            throw SessionError("does not compile: \(result.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        }
        let traces = TraceLines()
        self.traces = traces
        var options = SessionOptions(storePath: folder.appendingPathComponent(".widgetry/store.sqlite").path)
        options.now = ISO8601.parse("2025-03-01T00:00:00Z")
        options.trace = { traces.add($0) }
        session = try WidgetSession(program: program, options: options)
    }

    /// The entry's text after the timeline block ran.
    func value() throws -> String {
        let (_, provider) = try session.providerDecl("W")
        let block = try #require(provider.block("timeline"))
        let timeline = try session.runProviderBlock(block, configuration: nil, session.interpreter(), kind: .timeline)
        guard case .timeline(let t) = timeline, case .object(let entry)? = t.entries.first, case .string(let text)? = entry["v"] else {
            throw SessionError("no entry")
        }
        return text
    }

    /// `line:column: message` of the error the timeline fails with, or "no error: value".
    func failure() -> String {
        do {
            return "no error: " + (try value())
        } catch let error as SessionError {
            return "\(error.range.map { "\($0.start.line):\($0.start.column)" } ?? "?"): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    /// `line:column` where `text` first occurs in the source.
    func location(of text: String) -> String {
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            if let found = line.range(of: text) { return "\(index + 1):\(line.distance(from: line.startIndex, to: found.lowerBound) + 1)" }
        }
        return "not found"
    }
}
