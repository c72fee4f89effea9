import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetRuntime

/// A command or plugin cannot leave processes behind: when it times out, or
/// exits, what it started is killed and reaped — also a `setsid` child that
/// left its process group.
@Suite struct SourceProcessTests {
    /// Whether `pid` is gone (not even a zombie) within `seconds`.
    static func gone(_ pid: pid_t, within seconds: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if kill(pid, 0) == -1 && errno == ESRCH { return true }
            usleep(20_000)
        }
        return false
    }

    /// The pid a script wrote to `file`, waiting for it to be written.
    static func pid(in file: URL) -> pid_t? {
        for _ in 0..<250 {
            if let text = try? String(contentsOf: file, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            usleep(20_000)
        }
        return nil
    }

    static func executable(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
    }

    @Test func aHungPluginsSetsidChildIsKilledWithIt() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-hang")
        try Self.executable(folder.path + "/plugins/widgetry-plugin-hang", """
            #!/bin/sh
            cat > /dev/null
            setsid sleep 300 &
            echo $! > child.pid
            sleep 300
            """)
        let start = Date()
        let outcome = try SourceWidget.render(source: "plugin(\"hang\", timeout: 1)",
                                              permissions: "permissions { run: [\"widgetry-plugin-hang\"] }", in: folder)
        #expect(outcome.problem == "9:24: plugin 'hang' did not finish within 1 s and was stopped (source 'feed')")
        #expect(Date().timeIntervalSince(start) < 10, "the run ends soon after its timeout")
        let child = try #require(Self.pid(in: folder.appendingPathComponent("child.pid")))
        #expect(Self.gone(child), "the setsid child \(child) survived")
        if !Self.gone(child, within: 0) { kill(child, SIGKILL) }
    }

    @Test func whatAnExitedCommandLeftRunningIsKilled() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-leftover")
        try Self.executable(folder.path + "/tools/leave", """
            #!/bin/sh
            setsid sh -c 'sleep 300' > /dev/null 2>&1 &
            echo $! > setsid.pid
            sleep 300 > /dev/null 2>&1 &
            echo $! > background.pid
            echo '"done"'
            """)
        let outcome = try SourceWidget.render(source: "command([\"tools/leave\"])",
                                              permissions: "permissions { run: [\"tools/leave\"] }", in: folder)
        #expect(outcome.problem == nil)
        #expect(outcome.text?.contains("\"done\"") == true)
        for name in ["setsid.pid", "background.pid"] {
            let pid = try #require(Self.pid(in: folder.appendingPathComponent(name)))
            #expect(Self.gone(pid), "\(name): \(pid) survived")
            if !Self.gone(pid, within: 0) { kill(pid, SIGKILL) }
        }
    }
}
