import Foundation
import Testing
import WidgetTestSupport

/// `widgetry watch` under an interactive shell's job control: Ctrl-Z gives
/// the shell back its terminal, `fg` draws it all again, Ctrl-C exits 130.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct JobControlTests {
    /// The state letter of a process (`T` when stopped), from /proc/PID/stat.
    static func state(_ pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
    }

    static func command(_ tmux: Tmux, _ line: String) {
        tmux.type(line)
        tmux.press("Enter")
    }

    @Test func ctrlZStopsAndRestoresTheTerminalFgRedrawsCtrlCExits130() throws {
        let box = HostSandbox(["todo.widget"])
        let binary = try #require(CommandRunner.executable("widgetry")?.path)
        let tmux = Tmux()
        defer { tmux.kill() }
        tmux.start("env PS1='READY$ ' bash --norc --noprofile -i", in: box.folder)
        #expect(tmux.waitFor { $0.contains("READY$") }, "\(tmux.screen())")
        Self.command(tmux, "stty -a > before.txt; clear")
        #expect(tmux.waitFor(timeout: 10) { _ in FileManager.default.fileExists(atPath: box.path("before.txt")) })
        Self.command(tmux, "'\(binary)' watch todo.widget --store store.sqlite")
        #expect(tmux.waitFor { TerminalWatchTests.row($0, containing: "Go to the gym").contains("○") }, "\(tmux.screen())")
        #expect(tmux.alternateScreenIsOn())
        let shell = try #require(Int32(tmux.run(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)))
        let pid = try #require(TerminalWatchTests.child(of: shell), "the watch process under the pane's shell")

        // Ctrl-Z: the shell's prompt and its terminal are back, the process is stopped.
        tmux.press("C-z")
        #expect(tmux.waitFor { $0.contains("Stopped") }, "\(tmux.screen())")
        #expect(!tmux.alternateScreenIsOn(), "the alternate screen is left")
        #expect(Self.state(pid) == "T", "stopped: \(Self.state(pid) ?? "gone")")
        Self.command(tmux, "stty -a > suspended.txt")
        #expect(tmux.waitFor(timeout: 10) { _ in !box.text("suspended.txt").isEmpty })
        #expect(box.text("suspended.txt") == box.text("before.txt"), "cooked mode while suspended")

        // fg: the widget is drawn again and keys work.
        Self.command(tmux, "fg")
        #expect(tmux.waitFor { TerminalWatchTests.row($0, containing: "Go to the gym").contains("○") }, "\(tmux.screen())")
        #expect(tmux.alternateScreenIsOn())
        tmux.press("1")
        #expect(tmux.waitFor { TerminalWatchTests.row($0, containing: "Go to the gym").contains("●") }, "\(tmux.screen())")

        // Ctrl-C: the terminal as it was, and status 130.
        tmux.press("C-c")
        // The earlier prompt line shows as soon as the alternate screen is left: wait for
        // the process to be gone too, so what is typed next goes to the shell.
        #expect(tmux.waitFor { _ in Self.state(pid) == nil }, "still running: \(Self.state(pid) ?? "")")
        #expect(tmux.waitFor { $0.contains("READY$") && !$0.contains("Go to the gym") }, "\(tmux.screen())")
        Self.command(tmux, "echo EXIT=$?; stty -a > after.txt")
        #expect(tmux.waitFor { $0.contains("EXIT=130") }, "\(tmux.screen())")
        #expect(tmux.waitFor(timeout: 10) { _ in !box.text("after.txt").isEmpty })
        #expect(box.text("after.txt") == box.text("before.txt"), "terminal settings restored")
    }
}
