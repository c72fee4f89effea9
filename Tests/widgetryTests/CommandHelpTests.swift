import Foundation
import Testing
import WidgetTestSupport

/// `--help` tells the truth: every option a command's help lists is accepted,
/// and every option it does not list is refused (both come from one spec).
/// A usage error is short; names, options and files get a did-you-mean.
@Suite struct CommandHelpTests {
    static var commands: [String] {
        CommandRunner.widgetry(["--help"]).stdout.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        }
    }

    /// The options a help text lists: `(name, takes a value)`.
    static func options(_ help: String) -> [(name: String, takesValue: Bool)] {
        guard let start = help.range(of: "\noptions:\n") else { return [] }
        var result: [(String, Bool)] = []
        for line in help[start.upperBound...].components(separatedBy: "\n") {
            guard line.hasPrefix("  --") else { if line.isEmpty { break } else { continue } }
            let head = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
            let words = head.split(separator: " ")
            if let name = words.first { result.append((String(name), words.count > 1)) }
        }
        return result
    }

    @Test func everyListedOptionIsAcceptedAndEveryOtherRefused() throws {
        let commands = Self.commands
        #expect(commands.count >= 12)
        var helps: [String: [(name: String, takesValue: Bool)]] = [:]
        for command in commands {
            let help = CommandRunner.widgetry([command, "--help"])
            #expect(help.status == 0)
            helps[command] = Self.options(help.stdout)
        }
        var universe: [String: Bool] = [:]
        for options in helps.values { for option in options { universe[option.name] = option.takesValue } }
        #expect(universe.count >= 20)
        // An empty folder: without positionals every command stops at a usage
        // error of its own (or finds no widget files) — after its options were parsed.
        let folder = PackagePaths.temporaryDirectory("widgetry-help")
        for command in commands {
            let listed = Set((helps[command] ?? []).map(\.name))
            for (option, takesValue) in universe {
                let output = CommandRunner.widgetry([command, option] + (takesValue ? ["x=1"] : []), directory: folder)
                let refused = output.stderr.contains("unknown option '\(option)'")
                if listed.contains(option) {
                    #expect(!refused, "\(command) --help lists \(option) but refuses it: \(output.stderr)")
                } else {
                    #expect(refused && output.status == 2, "\(command) accepts \(option) but its help does not list it: \(output.stderr)")
                }
            }
        }
        // The cases of the report.
        let watch = Set((helps["watch"] ?? []).map(\.name)), run = Set((helps["run"] ?? []).map(\.name))
        #expect(!watch.contains("--json"))
        #expect(run.contains("--buttons") && run.contains("--trace"))
    }

    @Test func helpCommandShowsTheCommandsHelp() {
        for command in ["render", "watch", "store"] {
            let viaHelp = CommandRunner.widgetry(["help", command])
            #expect(viaHelp.status == 0)
            #expect(viaHelp.stdout == CommandRunner.widgetry([command, "--help"]).stdout)
            #expect(viaHelp.stdout.hasPrefix("usage: widgetry \(command)"))
        }
        let list = CommandRunner.widgetry(["help"])
        #expect(list.status == 0)
        #expect(list.stdout == CommandRunner.widgetry(["--help"]).stdout)
        #expect(list.stdout.contains("  render "))
    }

    /// Every help text ends its last line, so a shell prompt starts on a line of its own,
    /// and ends it once (no blank line after it): `help COMMAND`, `COMMAND --help`, `-h`.
    @Test func everyHelpEndsWithOneNewline() {
        let commands = Self.commands
        #expect(commands.count >= 12, "\(commands)")
        for arguments in [["help"], ["--help"], ["-h"]] + commands.flatMap({ [["help", $0], [$0, "--help"], [$0, "-h"]] }) {
            let output = CommandRunner.widgetry(arguments)
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            #expect(output.stdout.hasSuffix("\n") && !output.stdout.hasSuffix("\n\n"), "\(arguments) ends \(output.stdout.suffix(20).debugDescription)")
            #expect(output.stderr.isEmpty, "\(arguments): \(output.stderr)")
        }
    }

    @Test func aMistypedCommandGetsASuggestion() {
        let output = CommandRunner.widgetry(["rendr", "x.widget"])
        #expect(output.status == 2)
        #expect(output.stderr == """
            widgetry: unknown command 'rendr'; did you mean 'render'?
            usage: widgetry COMMAND [options]
            see 'widgetry --help' for the commands

            """, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func aMistypedOptionGetsASuggestionAndTheOneLineUsage() {
        let box = Sandbox(["todo.widget"])
        let output = CommandRunner.widgetry(["render", box.path("todo.widget"), "--famly", "systemSmall"])
        #expect(output.status == 2)
        #expect(output.stderr == """
            widgetry: unknown option '--famly'; did you mean '--family'?
            usage: widgetry render FILE [options]
            see 'widgetry render --help'

            """, "\(output.stderr)")
    }

    @Test func aWrongNumberOfArgumentsPrintsTheOneLineUsageNotTheHelp() {
        let output = CommandRunner.widgetry(["render"])
        #expect(output.status == 2)
        #expect(output.stderr == "widgetry: render takes one widget file\nusage: widgetry render FILE [options]\nsee 'widgetry render --help'\n",
                "\(output.stderr)")
        let tap = CommandRunner.widgetry(["tap", "todo.widget", "two"])
        #expect(tap.status == 2)
        #expect(tap.stderr.components(separatedBy: "\n").count == 4, "\(tap.stderr)")
    }

    @Test func aMistypedFileGetsTheClosestFileOfItsFolder() {
        let box = Sandbox(["todo.widget"])
        let output = CommandRunner.widgetry(["render", "todo.widgte", "--store", box.store], directory: box.folder)
        #expect(output.status == 2)
        #expect(output.stderr.contains("widgetry: render todo.widgte: no such widget file; did you mean 'todo.widget'?"), "\(output.stderr)")
        try? FileManager.default.createDirectory(at: box.folder.appendingPathComponent("widgets"), withIntermediateDirectories: true)
        try? FileManager.default.moveItem(atPath: box.path("todo.widget"), toPath: box.path("widgets/todo.widget"))
        let nested = CommandRunner.widgetry(["perform", "widgets/todo.widgte", "CompleteToDo", "--store", box.store], directory: box.folder)
        #expect(nested.status == 2)
        #expect(nested.stderr.contains("widgetry: perform widgets/todo.widgte: no such widget file; did you mean 'widgets/todo.widget'?"),
                "\(nested.stderr)")
        let folder = CommandRunner.widgetry(["watch", "widget"], directory: box.folder)
        #expect(folder.status == 1)
        #expect(folder.stderr.contains("no such file or folder: widget; did you mean 'widgets'?"), "\(folder.stderr)")
    }
}
