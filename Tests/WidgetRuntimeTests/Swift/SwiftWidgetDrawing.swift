import Foundation
import WidgetLanguage
@testable import WidgetRuntime

/// A Swift widget source as the tests of Swift forms use it: the errors `check` gives it,
/// located (`line:col: message`), and the rows a plain render draws, without the frame.
enum SwiftWidgetDrawing {
    static func errors(_ source: String, path: String) -> [String] {
        WidgetCompiler.compile(SourceFile(path: path, text: source)).diagnostics
            .filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    static func rows(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
    }

    /// The errors `check` gives the source and, when there are none, the frame a plain render of the widget draws
    /// (nil with errors): what a test of a Swift form asserts on.
    static func drawn(_ source: String, path: String, widget: String, family: String) throws -> (errors: [String], text: String?) {
        let errors = errors(source, path: path)
        guard errors.isEmpty else { return (errors, nil) }
        return ([], try TestSession.open(source, path: path).render(widget: widget, family: family).result.text)
    }
}
