import Foundation
import WidgetRender

/// Whether and how the command line colours what it prints. The rules, in one
/// place: the last of `--plain` and `--color` wins; an explicit `--color`
/// beats `NO_COLOR` (which only changes the default); otherwise colour only on
/// a terminal, without `NO_COLOR`, and not with `TERM=dumb`.
enum ColorChoice {
    static func mode(_ arguments: ParsedArguments, isTerminal: Bool,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorMode {
        switch arguments.last(of: ["--plain", "--color"]) {
        case "--plain":
            return .none
        case "--color":
            var without = environment
            without["NO_COLOR"] = nil
            let detected = ColorMode.detect(environment: without, isTerminal: true)
            return detected == .none ? .ansi16 : detected
        default:
            return ColorMode.detect(environment: environment, isTerminal: isTerminal)
        }
    }

    /// Whether `check` and `test` colour their text on `descriptor` (stderr, stdout).
    static func colors(_ arguments: ParsedArguments, descriptor: Int32) -> Bool {
        mode(arguments, isTerminal: isatty(descriptor) == 1) != .none
    }
}

/// SGR colours for diagnostics and test results, as `swift build` shows them:
/// `error:` red, `warning:` magenta, `note:` cyan, the caret green, the
/// location and message bold; `ok` green and `FAIL` red.
enum Paint {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[1;31m"
    static let green = "\u{1B}[1;32m"
    static let magenta = "\u{1B}[1;35m"
    static let cyan = "\u{1B}[1;36m"

    static func wrap(_ text: String, _ color: String, when on: Bool) -> String {
        on ? color + text + reset : text
    }

    /// Colours a rendered report (`DiagnosticReporter`'s text, already terminal-safe).
    static func diagnostics(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(diagnosticLine(String(line)))
        }
        return lines.joined(separator: "\n")
    }

    static func diagnosticLine(_ line: String) -> String {
        for (label, color) in [("error:", red), ("warning:", magenta), ("note:", cyan)] {
            if let range = line.range(of: " \(label) ") ?? (line.hasPrefix("\(label) ") ? line.range(of: "\(label) ") : nil) {
                let head = String(line[..<range.lowerBound]), rest = String(line[range.upperBound...])
                let location = head.isEmpty ? "" : bold + head + reset + " "
                let message = label == "note:" ? rest : bold + rest + reset
                return location + color + label + reset + " " + message
            }
        }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.first == "^", trimmed.allSatisfy({ $0 == "^" || $0 == "~" }) {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            return indent + green + trimmed + reset
        }
        return line
    }
}

/// `--plain` and `--color`, for the commands that colour text but run no widget.
enum ColorOptions {
    static var all: [CommandOption] { RunOptions.only(["--plain", "--color"]) }
}
