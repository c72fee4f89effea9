import Foundation

/// One option of a command: its name, the name of its value (nil for a flag),
/// and its help text. The option table the parser accepts and the `options:`
/// section of `--help` are both made from these, so they cannot drift apart.
struct CommandOption {
    enum Kind { case flag, value, repeatable }

    let name: String
    let valueName: String?
    let kind: Kind
    let help: String

    static func flag(_ name: String, _ help: String) -> CommandOption {
        CommandOption(name: name, valueName: nil, kind: .flag, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String) -> CommandOption {
        CommandOption(name: name, valueName: valueName, kind: .value, help: help)
    }

    static func repeatable(_ name: String, _ valueName: String, _ help: String) -> CommandOption {
        CommandOption(name: name, valueName: valueName, kind: .repeatable, help: help)
    }

    /// The same option with other help text (a command may say more about it).
    func helped(_ text: String) -> CommandOption {
        CommandOption(name: name, valueName: valueName, kind: kind, help: text)
    }
}

/// Everything `widgetry CMD --help` says and everything the parser accepts, in one value.
struct CommandSpec {
    let name: String
    /// The one-line usage, without `usage: `: `widgetry render FILE [options]`.
    let usage: String
    /// The line in `widgetry --help`'s command list.
    let summary: String
    /// Paragraphs between the usage line and the options.
    let description: String
    var options: [CommandOption] = []
    /// Paragraphs after the options.
    var notes: String = ""
    var exitStatus: String = "0 on success, 1 when the widget has errors, 2 for usage errors"

    /// The parser's table of accepted options.
    var optionSpec: OptionSpec {
        var spec = OptionSpec()
        for option in options {
            switch option.kind {
            case .flag: spec.flags.insert(option.name)
            case .value: spec.values.insert(option.name)
            case .repeatable: spec.repeatable.insert(option.name)
            }
        }
        return spec
    }

    /// `--help`'s text.
    var help: String {
        var text = "usage: \(usage)\n\n\(description)\n"
        if !options.isEmpty { text += "\noptions:\n" + CommandSpec.optionLines(options) }
        if !notes.isEmpty { text += "\n\(notes)\n" }
        if !exitStatus.isEmpty { text += "\nexit status: \(exitStatus)\n" }
        return String(text.dropLast())
    }

    /// `  --name VALUE   help`, the help's continuation lines aligned under its first.
    static func optionLines(_ options: [CommandOption]) -> String {
        let heads = options.map { option in option.valueName.map { "\(option.name) \($0)" } ?? option.name }
        let width = (heads.map(\.count).max() ?? 0) + 2
        var text = ""
        for (option, head) in zip(options, heads) {
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            text += "  " + head.padding(toLength: width, withPad: " ", startingAt: 0) + (lines.first.map(String.init) ?? "") + "\n"
            for line in lines.dropFirst() { text += String(repeating: " ", count: width + 2) + line + "\n" }
        }
        return text
    }
}

/// One subcommand of the tool: its spec and what it does.
protocol WidgetryCommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments) -> Int32
}

extension WidgetryCommand {
    static var name: String { spec.name }
    static var summary: String { spec.summary }
    static var help: String { spec.help }
    static var options: OptionSpec { spec.optionSpec }

    /// Reports a usage error: the message, the one-line usage and where the full help is. Returns 2.
    static func usageError(_ message: String) -> Int32 {
        CommandLineTool.usageError(message, spec: spec)
    }
}
