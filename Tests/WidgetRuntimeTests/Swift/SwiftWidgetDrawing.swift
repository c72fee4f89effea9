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
    /// (nil with errors), after the intent `after` ran when one is named: what a test of a Swift form asserts on.
    static func drawn(_ source: String, path: String, widget: String, family: String, after intent: String? = nil) throws -> (errors: [String], text: String?) {
        let errors = errors(source, path: path)
        guard errors.isEmpty else { return (errors, nil) }
        let session = try TestSession.open(source, path: path)
        if let intent { try session.perform(intent: intent, arguments: [:]) }
        return ([], try session.render(widget: widget, family: family).result.text)
    }

    /// An entry `E` (its date only) and a provider `P` that gives one of it: what a test widget draws from.
    static let entryAndProvider = """
        struct E: TimelineEntry { let date: Date }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: Date())], policy: .never))
            }
        }
        """

    /// A whole Swift widget around the code a test is about: `declarations` at the top level, then an entry `E`
    /// (its date only), a provider `P` with one entry, a view `V` (`let entry: E` and `view`, the rest of its
    /// body) and a widget `W` of the family drawing `V`.
    static func widget(_ declarations: String = "", view: String, family: String = "systemMedium") -> String {
        """
        import WidgetKit
        import SwiftUI

        \(declarations)
        \(entryAndProvider)
        struct V: View {
            let entry: E
        \(view)
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.\(family)])
            }
        }
        """
    }

    /// The rows a plain render of `W` draws, without the frame's top and bottom and its empty rows.
    static func drawnRows(_ source: String, family: String = "systemMedium") throws -> (errors: [String], rows: [String]) {
        let drawn = try drawn(source, path: "W.swift", widget: "W", family: family)
        return (drawn.errors, rows(drawn.text ?? "").dropFirst().dropLast().filter { !$0.isEmpty })
    }
}
