import Foundation
import WidgetLanguage

/// Dispatches `widgetry COMMAND …` to the command's implementation.
enum CommandLineTool {
    static let version = "0.1.0"

    /// Computed (a metatype list is not `Sendable`, so it cannot be a global constant in Swift 6).
    static var commands: [any WidgetryCommand.Type] {
        [
            RenderCommand.self, WatchCommand.self, RunCommand.self, PerformCommand.self, TapCommand.self, TimelineCommand.self,
            ConfigureCommand.self, CheckCommand.self, StoreCommand.self,
            TestCommand.self, NewCommand.self, FmtCommand.self, TargetsCommand.self, LspCommand.self,
        ]
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard var name = arguments.first, name != "--help", name != "-h" else {
            print(usage)
            return arguments.isEmpty ? 2 : 0
        }
        var rest = Array(arguments.dropFirst())
        if name == "help" {
            // `widgetry help CMD` is `widgetry CMD --help`; `widgetry help` the command list.
            guard let topic = rest.first else {
                print(usage)
                return 0
            }
            name = topic
            rest = ["--help"]
        }
        if name == "--version" {
            print("widgetry \(version)")
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let candidates = name.hasPrefix("-") ? ["--help", "--version"] : commands.map { $0.name } + ["help"]
            let hint = closestMatch(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
            let what = name.hasPrefix("-") ? "unknown option '\(name)'" : "unknown command '\(name)'"
            Terminal.error("\(what)\(hint)")
            Terminal.writeError("usage: widgetry COMMAND [options]\nsee 'widgetry --help' for the commands\n")
            return 2
        }
        if rest.contains("--help") || rest.contains("-h") {
            print(command.help)
            return 0
        }
        do {
            var options = try ParsedArguments(rest, spec: command.options)
            options.command = command.name
            return command.run(options)
        } catch let error as UsageError {
            return usageError(error.message, spec: command.spec)
        } catch {
            Terminal.error("\(error)")
            return 2
        }
    }

    /// `widgetry: MESSAGE`, the command's one-line usage and where its help is, on stderr; returns 2.
    static func usageError(_ message: String, spec: CommandSpec) -> Int32 {
        Terminal.error(message)
        Terminal.writeError("usage: \(spec.usage)\nsee 'widgetry \(spec.name) --help'\n")
        return 2
    }

    static var usage: String {
        var text = "usage: widgetry COMMAND [options]\n\ncommands:\n"
        for command in commands {
            text += "  \(command.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(command.summary)\n"
        }
        text += "\nA widget FILE is a .widget file, a .swift file, or a folder of .swift files (one module, with its"
        text += "\nsubfolders'); a PATH may also be an Xcode project, its repository or a folder in it (see 'widgetry targets')."
        text += "\nRun 'widgetry COMMAND --help' or 'widgetry help COMMAND' for a command's options."
        return text
    }
}
