import Foundation
import WidgetRuntime
import WidgetLanguage

/// `widgetry fmt FILE...`: rewrites widget files in their canonical layout.
enum FmtCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "fmt",
        usage: "widgetry fmt FILE|DIR... [--check | --stdout]",
        summary: "format widget files in the canonical layout (keeps comments)",
        description: """
        Rewrites each widget file (each .widget file directly inside a DIR) in the
        canonical layout: four-space indentation, one statement per line, one space
        around binary operators and after ',' and ':', at most one blank line, a
        blank line between declarations that span lines, '{' on the line it opens,
        aligned trailing comments. Line breaks inside statements stay where you put
        them. Comments are kept; formatting twice changes nothing more, and the
        result always parses to the same syntax tree (if it would not, the file is
        left unchanged and fmt reports a bug).
        """,
        options: [
            .flag("--check", "change nothing: print a diff for each file that is not formatted"),
            .flag("--stdout", "print the formatted text of the one FILE instead of writing it"),
        ],
        exitStatus: """
        0 when every file is (now) formatted; 1 when a file has syntax
        errors or, with --check, is not formatted; 2 for usage errors (a
        FILE or DIR that does not exist is one: nothing is formatted)
        """)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            return usageError("fmt needs at least one widget file")
        }
        let files: [String]
        do { files = try WidgetFiles.collect(arguments.positionals) } catch let missing as WidgetFiles.Missing {
            Terminal.error(missing.message(missing: "no such file"))
            return 2
        } catch { return 1 }
        if arguments.has("--stdout"), files.count != 1 || arguments.has("--check") {
            Terminal.error("--stdout formats exactly one file and cannot be combined with --check")
            return 2
        }
        var failed = false
        var unformatted = 0
        for path in files {
            if path.hasSuffix(".swift") || SwiftModuleFolder.isModule(path) {
                // The formatter prints the `.widget` spelling; Swift keeps its own (swift-format).
                Terminal.error("fmt formats .widget files; \(path) is Swift, which fmt leaves as it is")
                failed = true
                continue
            }
            guard let text = WidgetFiles.read(path) else { failed = true; continue }
            let file = SourceFile(path: path, text: text)
            let formatted: String
            do {
                formatted = try WidgetFormatter.format(file)
            } catch let failure as WidgetFormatter.Failure {
                if failure.diagnostics.isEmpty {
                    Terminal.error(failure.message)
                } else {
                    Terminal.writeError(DiagnosticReporter(file: file).render(failure.diagnostics))
                }
                failed = true
                continue
            } catch {
                Terminal.error("\(error)")
                failed = true
                continue
            }
            if arguments.has("--stdout") {
                // The file's text as it is for a pipe or file; shown safely on a terminal.
                if isatty(STDOUT_FILENO) == 1 { Terminal.output(formatted, terminator: "") } else { print(formatted, terminator: "") }
            } else if formatted != text {
                if arguments.has("--check") {
                    unformatted += 1
                    Terminal.output("\(path) is not formatted:")
                    Terminal.output(LineDiff.render(expected: text, actual: formatted), terminator: "")
                } else if write(formatted, to: path) {
                    Terminal.output("formatted \(path)")
                } else {
                    failed = true
                }
            }
        }
        if arguments.has("--check"), unformatted > 0 {
            Terminal.output("\(unformatted) of \(files.count) file\(files.count == 1 ? "" : "s") not formatted; run 'widgetry fmt' on \(unformatted == 1 ? "it" : "them")")
        }
        return failed || unformatted > 0 ? 1 : 0
    }

    static func write(_ text: String, to path: String) -> Bool {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return true
        } catch {
            Terminal.error("cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }
}
