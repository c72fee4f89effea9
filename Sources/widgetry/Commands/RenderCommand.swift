import Foundation
import WidgetLanguage
import WidgetRender
import WidgetRuntime
import WidgetSources

/// `widgetry render FILE`: the widget as it shows now.
enum RenderCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "render",
        usage: "widgetry render FILE [options]",
        summary: "print a widget as it shows now",
        description: """
        Evaluates the widget's timeline (cached in the store until its policy, an
        intent, a data change or a change of the file asks for a new one), picks
        the entry for now, and prints the widget. With --family all, each family's
        frame comes after a caption line naming it.
        """,
        options: RunOptions.all,
        notes: WidgetPath.helpNote)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return usageError("render takes one widget file")
        }
        let opened = LoadedWidget.load(path, arguments)
        guard let loaded = opened.widget else { return opened.status }
        return renderAll(loaded, arguments)
    }

    /// Renders every requested family; shared by render, perform and tap.
    /// `beforeFirstError` runs once, just before the first error is printed.
    static func renderAll(_ loaded: LoadedWidget, _ arguments: ParsedArguments, beforeFirstError: () -> Void = {}) -> Int32 {
        var status: Int32 = 0
        var json: [[String: Any]] = []
        let options = loaded.renderOptions(arguments)
        var announced = false
        func announce() {
            if !announced { beforeFirstError() }
            announced = true
        }
        let families = loaded.families(arguments)
        // With several families, each frame gets a caption, and a problem or
        // note all families share is printed once, not once per family.
        var printed: Set<String> = []
        for family in families {
            let familyStatus = loaded.reportingErrors {
                var familyStatus: Int32 = 0
                let outcome: RenderOutcome
                do { outcome = try loaded.session.render(widget: loaded.widget, family: family, options: options) } catch {
                    announce()
                    throw error
                }
                for warning in outcome.warnings {
                    if printed.insert("warning \(warning.message)@\(warning.range.map { "\($0.start.line):\($0.start.column)" } ?? "")").inserted {
                        loaded.reportWarning(warning)
                    }
                }
                for problem in outcome.problems {
                    announce()
                    if printed.insert("\(problem.message)@\(problem.range.map { "\($0.start.line):\($0.start.column)" } ?? "")").inserted { loaded.report(problem) }
                    familyStatus = 1
                }
                if let retryAt = outcome.retryAt {
                    let shown = outcome.isPlaceholder ? "the placeholder" : "the last good timeline"
                    let note = "note: showing \(shown); the timeline is tried again at \(ISO8601.format(retryAt))\n"
                    if printed.insert(note).inserted { Terminal.writeError(note) }
                }
                if arguments.has("--json") {
                    json.append(RenderJSON.object(outcome, widget: loaded.widget, file: loaded.session.program.file))
                } else {
                    if families.count > 1 { Terminal.output("\(family):") }
                    Terminal.frame(outcome.result.text)
                }
                return familyStatus
            }
            if familyStatus != 0 { status = familyStatus }
        }
        if arguments.has("--json") { Terminal.json(RenderJSON.encode(json)) }
        return status
    }
}

/// `--json`: the laid-out tree with frames, button numbers and links.
enum RenderJSON {
    static func object(_ outcome: RenderOutcome, widget: String, file: SourceFile) -> [String: Any] {
        var object: [String: Any] = [
            "widget": widget,
            "family": outcome.family.rawValue,
            "text": (0..<outcome.result.canvas.height).map { outcome.result.canvas.line($0) }.joined(separator: "\n"),
            "buttons": outcome.result.buttons.map { button -> [String: Any] in
                ["number": button.number, "intent": button.action.intent, "arguments": button.action.arguments,
                 "frame": ["x": button.frame.x, "y": button.frame.y, "width": button.frame.width, "height": button.frame.height]]
            },
            "placeholder": outcome.isPlaceholder,
            "problems": outcome.problems.map(\.message),
            // The same problems located, as `check --json` gives diagnostics (stage `runtime`), after the warnings.
            "diagnostics": outcome.warnings.map { diagnostic($0, severity: "warning", file: file) }
                + outcome.problems.map { diagnostic($0, severity: "error", file: file) },
        ]
        if let retryAt = outcome.retryAt { object["retryAt"] = ISO8601.format(retryAt) }
        if let date = outcome.entryDate { object["entryDate"] = ISO8601.format(date) }
        RenderJSON.addLinks(outcome.result, to: &object)
        if let layout = outcome.result.layout,
           let data = try? JSONEncoder().encode(layout),
           let tree = try? JSONSerialization.jsonObject(with: data) {
            object["layout"] = tree
        }
        return object
    }

    static func diagnostic(_ problem: SessionError, severity: String, file: SourceFile) -> [String: Any] {
        var item: [String: Any] = ["severity": severity, "stage": Diagnostic.Stage.runtime.rawValue, "message": problem.message]
        if let range = problem.range {
            let place = file.fileLocation(range.start)
            item["path"] = place.path
            item["line"] = place.line
            item["column"] = place.column
        }
        return item
    }

    static func encode(_ objects: [[String: Any]]) -> String {
        let value: Any = objects.count == 1 ? objects[0] : objects
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
