import Foundation

/// Dispatches `widgetry COMMAND …` to the command's implementation.
enum CommandLineTool {
    /// Computed (a metatype list is not `Sendable`, so it cannot be a global constant in Swift 6).
    static var commands: [any WidgetryCommand.Type] {
        [
            RenderCommand.self, WatchCommand.self, RunCommand.self, PerformCommand.self, TapCommand.self, TimelineCommand.self,
            ConfigureCommand.self, CheckCommand.self, StoreCommand.self,
            TestCommand.self, NewCommand.self, FmtCommand.self,
        ]
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            print(usage)
            return arguments.isEmpty ? 2 : 0
        }
        if name == "--version" {
            print("widgetry 0.1.0")
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Terminal.error("unknown command '\(name)'\n\n\(usage)")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.help)
            return 0
        }
        do {
            let options = try ParsedArguments(rest, spec: command.options)
            return command.run(options)
        } catch let error as UsageError {
            Terminal.error("\(error.message)\n\n\(command.help)")
            return 2
        } catch {
            Terminal.error("\(error)")
            return 2
        }
    }

    static var usage: String {
        var text = "usage: widgetry COMMAND [options]\n\ncommands:\n"
        for command in commands {
            text += "  \(command.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(command.summary)\n"
        }
        text += "\nRun 'widgetry COMMAND --help' for a command's options."
        return text
    }
}

/// One subcommand of the tool.
protocol WidgetryCommand {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    static var options: OptionSpec { get }
    static func run(_ arguments: ParsedArguments) -> Int32
}
