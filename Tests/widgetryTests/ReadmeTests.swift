import Foundation
import Testing
import WidgetTestSupport

/// README.md stays true: its first lines are the two fresh-machine commands,
/// it lists every command, and its language example checks and passes its test.
@Suite struct ReadmeTests {
    static let readme = (try? String(contentsOfFile: PackagePaths.path("README.md"), encoding: .utf8)) ?? ""

    @Test func firstLinesAreTheTwoCommands() {
        let lines = Self.readme.components(separatedBy: "\n")
        #expect(lines.count > 5)
        #expect(lines[0] == "# Widgetry")
        #expect(lines[2] == "```")
        #expect(lines[3].hasPrefix("swift run widgetry render widgets/todo.widget"))
        #expect(lines[4].hasPrefix("swift test"))
    }

    @Test func everyCommandIsInTheReference() {
        let usage = CommandRunner.widgetry(["--help"]).stdout
        let commands = usage.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        }
        #expect(commands.count >= 10)
        for command in commands + ["watch", "run"] {
            #expect(Self.readme.contains("| `widgetry \(command)"), "README's command table lacks \(command)")
        }
        for heading in ["## A 5-minute tour", "## The language by example", "## Commands", "## Data sources and plugins",
                        "## Permissions", "## Where the store lives", "## Troubleshooting"] {
            #expect(Self.readme.contains("\n\(heading)\n"), "README lacks \(heading)")
        }
    }

    /// The command table shows each command's one-line usage as its help has it,
    /// and the options block is `render --help`'s options, generated from the same spec.
    @Test func theCommandTableAndOptionsMatchTheGeneratedHelp() throws {
        let usage = CommandRunner.widgetry(["--help"]).stdout
        let commands = usage.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        }
        for command in commands {
            let help = CommandRunner.widgetry([command, "--help"]).stdout
            let first = try #require(help.components(separatedBy: "\n").first)
            let line = first.replacingOccurrences(of: "usage: ", with: "").replacingOccurrences(of: "|", with: "\\|")
            #expect(Self.readme.contains("| `\(line)` |"), "README's table lacks '\(line)'")
        }
        let render = CommandRunner.widgetry(["render", "--help"]).stdout
        let start = try #require(render.range(of: "options:\n"))
        let options = render[start.upperBound...].components(separatedBy: "\n\n").first ?? ""
        #expect(Self.readme.contains("```\n\(options)\n```"), "README's options block differs from 'widgetry render --help'")
    }

    @Test func theLanguageExampleChecksAndPassesItsTest() throws {
        let section = try #require(Self.readme.range(of: "## The language by example"))
        let rest = Self.readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        let folder = PackagePaths.temporaryDirectory("widgetry-readme")
        try String(rest[start.upperBound..<end.lowerBound]).write(to: folder.appendingPathComponent("example.widget"),
                                                                  atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["check", "example.widget"], directory: folder)
        #expect(check.status == 0, "\(check.stderr)")
        let test = CommandRunner.widgetry(["test", "--record"], directory: folder)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stdout.hasSuffix("3 passed, 0 failed\n"))
    }
}
