import Foundation
import Testing
import WidgetTestSupport

/// A tmux server of its own (its own socket), for running `widgetry watch`
/// in a real pseudo-terminal and reading the screen with `capture-pane`.
struct Tmux {
    static var path: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static var isAvailable: Bool { path != nil }

    let socket = "widgetry-test-\(UUID().uuidString.prefix(8))"

    /// Runs a tmux command and gives its output. Not with `Process`: the
    /// tmux server that `new-session` starts would inherit the descriptors
    /// `Process` watches to see its child end, and it would wait forever.
    /// So: `posix_spawn`, output into a file, `waitpid`.
    @discardableResult
    func run(_ arguments: [String], startsServer: Bool = false) -> String {
        guard let path = Self.path else { return "" }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, startsServer ? "/dev/null" : output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The test runner's threads block most signals; tmux and its panes must not inherit that.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    func start(_ command: String, in directory: URL, width: Int = 100, height: Int = 32) {
        run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-c", directory.path, command], startsServer: true)
    }

    func screen() -> String { run(["capture-pane", "-p"]) }
    func alternateScreenIsOn() -> Bool { run(["display-message", "-p", "#{alternate_on}"]).hasPrefix("1") }
    func press(_ key: String) { run(["send-keys", key]) }
    /// Bytes as if the terminal sent them (e.g. a mouse report).
    func type(_ text: String) { run(["send-keys", "-l", text]) }
    func kill() { run(["kill-server"], startsServer: true) }

    /// Polls the screen until `predicate` holds or `timeout` seconds pass.
    @discardableResult
    func waitFor(timeout: Double = 30, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(screen()) { return true }
            usleep(50_000)
        }
        return predicate(screen())
    }
}

/// `widgetry watch` on a real terminal: the alternate screen, keys, a mouse
/// click, and the terminal as it was after `q`.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalWatchTests {
    static func row(_ screen: String, containing text: String) -> String {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
    }

    /// The process whose parent is `parent` (from /proc/PID/stat).
    static func child(of parent: Int32) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }

    @Test func pressingOneTogglesTheFirstToDoAndQuitRestoresTheTerminal() throws {
        let box = HostSandbox(["todo.widget"])
        let binary = try #require(CommandRunner.executable("widgetry")?.path)
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "echo BEFORE; stty -a > before.txt; '\(binary)' watch todo.widget --store store.sqlite; "
            + "echo EXIT=$?; stty -a > after.txt; sleep 60"
        tmux.start(command, in: box.folder)

        #expect(tmux.waitFor { Self.row($0, containing: "Go to the gym").contains("○") }, "\(tmux.screen())")
        #expect(tmux.alternateScreenIsOn())
        #expect(!tmux.screen().contains("BEFORE"), "the widget is on the alternate screen")

        tmux.press("1")
        #expect(tmux.waitFor { Self.row($0, containing: "Go to the gym").contains("●") }, "\(tmux.screen())")
        #expect(Self.row(tmux.screen(), containing: "Join the meeting").contains("○"))

        // A click on the first to-do's button (an xterm SGR mouse report) toggles it back.
        let screen = tmux.screen()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rowIndex = try #require(lines.firstIndex { $0.contains("Go to the gym") })
        let cells = lines[rowIndex].prefix { $0 != "●" }.count  // every character before it is one cell wide
        tmux.type("\u{1B}[<0;\(cells + 1);\(rowIndex + 1)M\u{1B}[<0;\(cells + 1);\(rowIndex + 1)m")
        #expect(tmux.waitFor { Self.row($0, containing: "Go to the gym").contains("○") }, "\(tmux.screen())")

        tmux.press("q")
        #expect(tmux.waitFor { $0.contains("EXIT=0") }, "\(tmux.screen())")
        #expect(!tmux.alternateScreenIsOn(), "q leaves the alternate screen")
        #expect(tmux.screen().contains("BEFORE"), "the screen from before is back")
        #expect(tmux.waitFor(timeout: 10) { _ in FileManager.default.fileExists(atPath: box.path("after.txt")) })
        let before = box.text("before.txt"), after = box.text("after.txt")
        #expect(!before.isEmpty && before == after, "terminal settings restored:\n\(before)\n---\n\(after)")
    }

    @Test func runFillsTheWindowAndFollowsItsSize() throws {
        let box = HostSandbox(["todo.widget", "team.widget"], fixtures: ["broken.widget"])
        let binary = try #require(CommandRunner.executable("widgetry")?.path)
        let tmux = Tmux()
        defer { tmux.kill() }
        tmux.start("'\(binary)' run . --store store.sqlite; sleep 60", in: box.folder, width: 60, height: 20)
        // 60 × 20: one row of tiles fits; the others are counted.
        #expect(tmux.waitFor { $0.contains("widgets do not fit the window") && $0.contains("broken.widget") }, "\(tmux.screen())")
        #expect(tmux.screen().contains("broken.widget:7:15"), "the broken file's errors in its place: \(tmux.screen())")
        tmux.run(["resize-window", "-x", "130", "-y", "40"])
        #expect(tmux.waitFor { $0.contains("todo.widget · Small") && $0.contains("team.widget · Medium") && !$0.contains("do not fit") },
                "\(tmux.screen())")
        #expect(tmux.screen().contains("Go to the gym") && tmux.screen().contains("Ed Sheeran"))
        #expect(tmux.screen().contains("unknown provider 'NoSuchProvider'"), "room for the selected file's errors in full: \(tmux.screen())")
        // Tab selects the next widget; its key presses go to it.
        tmux.press("Tab")
        tmux.press("Tab")
        tmux.press("1")
        #expect(tmux.waitFor { Self.row($0, containing: "Go to the gym").contains("●") }, "\(tmux.screen())")
        tmux.press("q")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let box = HostSandbox(["todo.widget"])
        let binary = try #require(CommandRunner.executable("widgetry")?.path)
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "stty -a > before.txt; '\(binary)' watch todo.widget --store store.sqlite; "
            + "echo EXIT=$?; stty -a > after.txt; sleep 60"
        tmux.start(command, in: box.folder)
        #expect(tmux.waitFor { $0.contains("Go to the gym") }, "\(tmux.screen())")
        let shell = try #require(Int32(tmux.run(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)))
        let pid = try #require(Self.child(of: shell), "the watch process under the pane's shell")
        kill(pid, SIGTERM)
        #expect(tmux.waitFor { $0.contains("EXIT=") }, "\(tmux.screen())")
        #expect(!tmux.alternateScreenIsOn())
        #expect(tmux.waitFor(timeout: 10) { _ in FileManager.default.fileExists(atPath: box.path("after.txt")) })
        #expect(box.text("before.txt") == box.text("after.txt"))
    }
}
