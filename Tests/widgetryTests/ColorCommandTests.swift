import Foundation
import Testing
import WidgetTestSupport

/// Colour rules: the last of --plain/--color wins, an explicit --color beats
/// NO_COLOR, and check/test colour their text on a terminal (not in a pipe).
@Suite struct ColorCommandTests {
    static let esc = "\u{1B}["

    @Test(arguments: [
        (["--color"], ["NO_COLOR": "1"], true),
        (["--plain"], [:], false),
        (["--color", "--plain"], [:], false),
        (["--plain", "--color"], ["NO_COLOR": "1"], true),
        ([], ["NO_COLOR": "1"], false),
        ([], [:], false),  // a pipe is not a terminal
    ] as [([String], [String: String], Bool)])
    func theColourChoice(_ options: [String], _ environment: [String: String], _ colours: Bool) {
        let box = Sandbox(["todo.widget"])
        let output = CommandRunner.widgetry(["render", box.path("todo.widget"), "--store", box.store, "--now", Sandbox.now] + options,
                                            environment: environment.merging(["TERM": "xterm-256color"]) { $1 })
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(Self.esc) == colours, "\(options) \(environment): \(output.stdout.debugDescription)")
    }

    static let broken = "let count: Int = \"three\"\n"

    @Test(.enabled(if: PseudoTerminal.isAvailable, "script (util-linux) is not installed"))
    func checkColoursItsDiagnosticsOnATerminal() throws {
        let box = Sandbox()
        box.write("bad.widget", Self.broken)
        let shown = PseudoTerminal.run([try #require(CommandRunner.executable("widgetry")?.path), "check", "bad.widget"],
                                       environment: ["TERM": "xterm-256color"], directory: box.folder)
        #expect(shown.contains("\u{1B}[1mbad.widget:1:18:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mcannot use a value of type String as Int"),
                "\(shown.debugDescription)")
        #expect(shown.contains("\u{1B}[1;32m^~~~~~~\u{1B}[0m"), "\(shown.debugDescription)")
        let plain = PseudoTerminal.run([try #require(CommandRunner.executable("widgetry")?.path), "check", "bad.widget"],
                                       environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], directory: box.folder)
        #expect(plain.contains("bad.widget:1:18: error: cannot use a value of type String as Int"), "\(plain.debugDescription)")
        #expect(!plain.contains(Self.esc))
        // Into a pipe: no colour, unless asked for.
        let piped = CommandRunner.widgetry(["check", "bad.widget"], directory: box.folder)
        #expect(piped.status == 1 && !piped.stderr.contains(Self.esc))
        let forced = CommandRunner.widgetry(["check", "bad.widget", "--color"], environment: ["NO_COLOR": "1"], directory: box.folder)
        #expect(forced.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(forced.stderr.debugDescription)")
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable, "script (util-linux) is not installed"))
    func testColoursPassAndFailOnATerminal() throws {
        let box = Sandbox()
        box.write("bad.widget", Self.broken)
        let shown = PseudoTerminal.run([try #require(CommandRunner.executable("widgetry")?.path), "test", "bad.widget"],
                                       environment: ["TERM": "xterm-256color"], directory: box.folder)
        #expect(shown.contains("  \u{1B}[1;31mFAIL\u{1B}[0m    check: 1 error"), "\(shown.debugDescription)")
        #expect(shown.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(shown.debugDescription)")
        #expect(shown.contains("0 passed, \u{1B}[1;31m1 failed\u{1B}[0m"), "\(shown.debugDescription)")
        let passing = Sandbox(["todo.widget"])
        _ = CommandRunner.widgetry(["test", "--record"], directory: passing.folder)
        let ok = PseudoTerminal.run([try #require(CommandRunner.executable("widgetry")?.path), "test"],
                                    environment: ["TERM": "xterm-256color"], directory: passing.folder)
        #expect(ok.contains("  \u{1B}[1;32mok\u{1B}[0m      "), "\(ok.debugDescription)")
        let piped = CommandRunner.widgetry(["test"], directory: passing.folder)
        #expect(piped.status == 0 && !piped.stdout.contains(Self.esc), "\(piped.stdout)")
    }

    /// TERM=dumb: frames one after another, no alternate screen, no cursor movement.
    @Test(.enabled(if: PseudoTerminal.isAvailable, "script (util-linux) is not installed"), arguments: ["watch", "run"])
    func aDumbTerminalGetsPlainFrames(_ command: String) throws {
        let box = Sandbox(["todo.widget"])
        let target = command == "watch" ? "todo.widget" : "."
        let shown = PseudoTerminal.run([try #require(CommandRunner.executable("widgetry")?.path), command, target, "--store", box.store],
                                       environment: ["TERM": "dumb"], directory: box.folder, input: "q\n", timeout: 30)
        #expect(shown.contains("ToDo Items"), "\(shown.debugDescription)")
        #expect(shown.contains("--- "), "\(shown.debugDescription)")
        #expect(!shown.contains("\u{1B}[?1049h"), "\(shown.debugDescription)")
        #expect(!shown.contains("\u{1B}"), "no escape sequence at all: \(shown.debugDescription)")
    }

    /// On a terminal, watch names itself, also for a folder.
    @Test(.enabled(if: PseudoTerminal.isAvailable, "script (util-linux) is not installed"))
    func watchOfAFolderTitlesItselfWatch() throws {
        let box = Sandbox(["todo.widget"])
        let shown = PseudoTerminal.run([try #require(CommandRunner.executable("widgetry")?.path), "watch", ".", "--store", box.store],
                                       environment: ["TERM": "xterm-256color"], directory: box.folder, input: "q", timeout: 30)
        #expect(shown.contains("\u{1B}[?1049h"), "\(shown.debugDescription)")
        #expect(shown.contains("widgetry watch  "), "\(shown.debugDescription)")
        #expect(!shown.contains("widgetry run"), "\(shown.debugDescription)")
    }
}
