import Foundation
import Testing
import WidgetTestSupport

/// A timer `ProgressView` is drawn again every second in `watch` (as a home
/// screen animates it), and the focused widget's links are named in the
/// status line.
@Suite(.serialized) struct TimerAndLinkTests {
    static let timer = """
    entry E { let start: Date; let end: Date }
    provider P {
        placeholder { E(start: now, end: now.addingTimeInterval(20)) }
        timeline { Timeline(entries: [E(start: now, end: now.addingTimeInterval(20))], policy: .never) }
    }
    widget Timer {
        families: [.systemSmall]
        provider: P
        body(entry) {
            ProgressView(timerInterval: entry.start...entry.end, countsDown: true) { Text("Tea") }
        }
    }
    """

    @Test func aTimerProgressIsRedrawnEachSecond() throws {
        let box = HostSandbox()
        _ = FileManager.default.createFile(atPath: box.path("timer.widget"), contents: Data(Self.timer.utf8))
        let watch = try box.watch("timer.widget")
        // Twenty seconds over 18 cells: the bar shrinks by a cell about every second,
        // and each changed frame comes after a clock tick, not a reload.
        #expect(watch.waitFor(timeout: 30) { output in
            WatchFrames.parse(output).filter { $0.header.contains("clock tick (a timer view)") && $0.contains("Tea") }.count >= 2
        }, "\(watch.output)\(watch.errors)")
        let bars = WatchFrames.parse(watch.output).filter { $0.contains("Tea") }.map { $0.body.filter { $0 == "█" }.count }
        #expect(bars.count >= 3 && (bars.last ?? 18) < (bars.first ?? 0), "the bar shrinks: \(bars)")
        watch.send("q")
        #expect(watch.waitForExit() == 0)
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
    func theStatusLineNamesTheFocusedWidgetsLinks() throws {
        let box = HostSandbox(["layout.widget"])
        let binary = try #require(CommandRunner.executable("widgetry")?.path)
        let tmux = Tmux()
        defer { tmux.kill() }
        tmux.start("'\(binary)' watch layout.widget --store store.sqlite; sleep 60", in: box.folder, width: 120)
        // systemSmall first: its .widgetURL.
        #expect(tmux.waitFor { $0.contains("opens widgetry://layout/timer") }, "\(tmux.screen())")
        // `f` shows the next family, systemMedium, with its Link.
        tmux.press("f")
        #expect(tmux.waitFor { $0.contains("link: https://example.com/steps") }, "\(tmux.screen())")
        #expect(!tmux.screen().contains("opens widgetry://"), "\(tmux.screen())")
        tmux.press("q")
    }
}
