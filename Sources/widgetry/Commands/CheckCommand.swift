import Foundation
import WidgetLanguage
import WidgetRuntime

/// `widgetry check FILE...`: diagnostics only.
enum CheckCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "check",
        usage: "widgetry check FILE... [--json] [--ast]",
        summary: "check widget files and print their diagnostics",
        description: """
        Parses and checks each widget file. Diagnostics go to stderr as
        'path:line:col: error|warning: message', followed by the source line and a
        caret (on a terminal in colour: error red, warning magenta, caret green).
        """,
        options: [
            .flag("--json", "print the diagnostics of all files as one JSON array on stdout, each with its stage (syntax, names, types, availability)"),
            .flag("--ast", "print each file's syntax tree with source ranges on stdout"),
        ] + ColorOptions.all,
        exitStatus: "0 when no file has errors (warnings alone are fine), 1 otherwise, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            return usageError("check needs at least one widget file")
        }
        let painted = ColorChoice.colors(arguments, descriptor: STDERR_FILENO)
        var failed = false
        var json: [[String: Any]] = []
        for path in arguments.positionals {
            let result = WidgetCompiler.compile(path: path)
            failed = failed || result.diagnostics.hasErrors
            if arguments.has("--ast"), let tree = result.tree {
                Terminal.output(SyntaxPrinter.print(tree), terminator: "")
            }
            if arguments.has("--json") {
                json += result.diagnostics.map { DiagnosticJSON.object($0, path: path, file: result.file) }
            } else if let file = result.file {
                let report = DiagnosticReporter(file: file).render(result.diagnostics)
                if painted { Terminal.paintedError(Paint.diagnostics(report)) } else { Terminal.writeError(report) }
            } else {
                for diagnostic in result.diagnostics {
                    Terminal.writeError("\(path): \(diagnostic.severity.rawValue): \(diagnostic.message)\n")
                }
            }
        }
        if arguments.has("--json") {
            Terminal.json(DiagnosticJSON.encode(json))
        }
        return failed ? 1 : 0
    }
}

/// Diagnostics as JSON objects: `{path, severity, stage, message, line, column, endLine, endColumn, notes}`.
/// In a module of several files, `path` and the lines are those of the file the diagnostic is in.
enum DiagnosticJSON {
    static func object(_ diagnostic: Diagnostic, path: String, file: SourceFile?) -> [String: Any] {
        let start = file?.fileLocation(diagnostic.range.start)
            ?? (path: path, line: diagnostic.range.start.line, column: diagnostic.range.start.column)
        let end = file?.fileLocation(diagnostic.range.end)
            ?? (path: path, line: diagnostic.range.end.line, column: diagnostic.range.end.column)
        return [
            "path": file?.parts.isEmpty == false ? start.path : path,
            "severity": diagnostic.severity.rawValue,
            "stage": diagnostic.stage.rawValue,
            "message": diagnostic.message,
            "line": start.line,
            "column": start.column,
            "endLine": end.line,
            "endColumn": end.column,
            "notes": diagnostic.notes.map { $0.message },
        ]
    }

    static func encode(_ objects: [[String: Any]]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "[]" }
        return text
    }
}
