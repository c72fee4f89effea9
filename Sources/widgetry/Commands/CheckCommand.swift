import Foundation
import WidgetLanguage
import WidgetRuntime

/// `widgetry check FILE...`: diagnostics only.
enum CheckCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "check",
        usage: "widgetry check PATH... [--target NAME] [--json] [--ast]",
        summary: "check widget files and print their diagnostics",
        description: """
        Parses and checks each widget file. Diagnostics go to stderr as
        'path:line:col: error|warning: message', followed by the source line and a
        caret (on a terminal in colour: error red, warning magenta, caret green).
        A PATH may also be a folder of .swift files (one module, with its
        subfolders') or an Xcode project: the repository, the .xcodeproj or a
        folder in it; its widget extension target is checked (--target NAME when
        it has several; 'widgetry targets PATH' lists them), and what the project
        names but could not be read is printed as notes.
        """,
        options: [
            WidgetPath.targetOption,
            .flag("--json", "print the diagnostics of all files as one JSON array on stdout, each with its stage (syntax, names, types, availability)"),
            .flag("--ast", "print each file's syntax tree with source ranges on stdout"),
            .repeatable("--allow-read", "PATH", "also read project files in PATH, a folder (repeatable)"),
        ] + ColorOptions.all,
        exitStatus: "0 when no file has errors (warnings alone are fine), 1 otherwise, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            return usageError("check needs at least one widget file")
        }
        let painted = ColorChoice.colors(arguments, descriptor: STDERR_FILENO)
        var failed = false
        var json: [[String: Any]] = []
        var usage = false
        for path in arguments.positionals {
            var widgetPath = WidgetPath.file(path)
            if FileManager.default.fileExists(atPath: path) {
                do { widgetPath = try WidgetPath.resolve(path, target: arguments.value("--target"), readable: arguments.all("--allow-read")) } catch {
                    Terminal.error("check \(error.message)")
                    failed = true
                    usage = usage || error.status == 2
                    continue
                }
            }
            if case .module(_, let target?) = widgetPath {
                for note in target.notes { Terminal.writeError("\(WidgetPath.shown(target.folder)): note: \(note)\n") }
            }
            let result = widgetPath.compile()
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
        return usage ? 2 : failed ? 1 : 0
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
