import Foundation
import WidgetRuntime

/// `widgetry perform FILE INTENT [K=V]...`
enum PerformCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "perform",
        usage: "widgetry perform FILE INTENT [NAME=VALUE]... [options]",
        summary: "run an intent, then print the new render",
        description: """
        Runs the intent's perform block in one store transaction (any error rolls
        all of its writes back), then reloads the widget's timeline and prints it.
        Parameters are checked against their declared types (a Bool is true or false).
        """,
        options: RunOptions.all,
        exitStatus: """
        0 on success; 1 when the intent fails (its writes are rolled
        back) or the widget fails — when the intent was saved and only the render
        after it failed, stderr says "intent 'NAME' ran and was saved"
        first, so do not run it again; 2 for usage errors
        """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count >= 2 else {
            return usageError("perform takes a widget file and an intent name")
        }
        let path = arguments.positionals[0], intent = arguments.positionals[1]
        var parameters: [String: String] = [:]
        for item in arguments.positionals.dropFirst(2) {
            guard let eq = item.firstIndex(of: "=") else {
                return usageError("intent parameters are written NAME=VALUE, not '\(item)'")
            }
            let name = String(item[..<eq])
            if let earlier = parameters[name] {
                Terminal.error("parameter \(item): '\(name)' is already given as '\(earlier)'; give each parameter once")
                return 2
            }
            parameters[name] = String(item[item.index(after: eq)...])
        }
        let opened = LoadedWidget.load(path, arguments)
        guard let loaded = opened.widget else { return opened.status }
        return runIntentThenRender(loaded, arguments, ran: "intent '\(intent)'") {
            try loaded.session.perform(intent: intent, arguments: parameters).map { "\(intent): \($0)" }
        }
    }
}

/// `widgetry tap FILE N`
enum TapCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "tap",
        usage: "widgetry tap FILE N [options]",
        summary: "press button N of the current render",
        description: """
        Presses button N (buttons are numbered 1…n in reading order; --buttons
        shows the numbers) of the widget as it shows now, runs its intent, and
        prints the new render.
        """,
        options: RunOptions.all,
        exitStatus: """
        0 on success; 1 when the intent fails (its writes are rolled
        back) or the widget fails — when the intent was saved and only the render
        after it failed, stderr says "the intent of button N ran and was saved"
        first, so do not run it again; 2 for usage errors
        """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 2, let number = Int(arguments.positionals[1]) else {
            return usageError("tap takes a widget file and a button number")
        }
        let opened = LoadedWidget.load(arguments.positionals[0], arguments)
        guard let loaded = opened.widget else { return opened.status }
        let family = loaded.families(arguments).first ?? "systemSmall"
        return runIntentThenRender(loaded, arguments, ran: "the intent of button \(number)") {
            try loaded.session.tap(widget: loaded.widget, family: family, button: number)
        }
    }
}

/// Runs an intent (by name or by button), prints its message, then the new render.
/// When the render fails after the intent committed, stderr says first that the
/// intent `ran` and was saved, so nobody runs it again (the exit status is 1).
func runIntentThenRender(_ loaded: LoadedWidget, _ arguments: ParsedArguments, ran: String,
                         _ action: () throws -> String?) -> Int32 {
    let status = loaded.reportingErrors {
        if let message = try action() { Terminal.writeError("\(message)\n") }
        return 0
    }
    guard status == 0 else { return status }
    return RenderCommand.renderAll(loaded, arguments) {
        Terminal.error("\(ran) ran and was saved; the render after it failed:")
    }
}
