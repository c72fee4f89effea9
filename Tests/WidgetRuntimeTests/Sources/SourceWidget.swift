import Foundation
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// A one-source widget rendered in process: its timeline reads `feed.text()`,
/// so a test sees the text a source gave or the problem it reported, with
/// where it was reported.
enum SourceWidget {
    /// The source is on line 2; its `text()` is called at 9:24, where its failures are reported.
    static func text(source: String, permissions: String = "") -> String {
        """
        \(permissions)
        source feed = \(source)
        entry FeedEntry {
            let text: String
        }
        provider FeedProvider {
            placeholder { FeedEntry(text: "placeholder") }
            timeline {
                let text = try feed.text()
                return Timeline(entries: [FeedEntry(text: text)], policy: .never)
            }
        }
        widget Feed {
            families: [.systemMedium]
            provider: FeedProvider
            body(entry) { Text(entry.text) }
        }
        """
    }

    struct Outcome {
        /// The entry's text, when the timeline worked.
        var text: String?
        /// The first problem as `line:column: message`.
        var problem: String?
    }

    /// Renders the widget in `folder` (a fresh store each time).
    static func render(source: String, permissions: String = "", in folder: URL) throws -> Outcome {
        let path = folder.appendingPathComponent("feed.widget").path
        let compiled = WidgetCompiler.compile(SourceFile(path: path, text: text(source: source, permissions: permissions)))
        guard let program = compiled.program else {
            return Outcome(text: nil, problem: "does not compile: \(compiled.diagnostics.map(\.message))")
        }
        let store = folder.appendingPathComponent("store-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) } }
        let session = try WidgetSession(program: program, options: SessionOptions(storePath: store))
        let outcome = try session.render(widget: "Feed", family: "systemMedium")
        let problem = outcome.problems.first.map { error in
            error.range.map { "\($0.start.line):\($0.start.column): \(error.message)" } ?? error.message
        }
        return Outcome(text: outcome.isPlaceholder ? nil : outcome.result.text, problem: problem)
    }
}
