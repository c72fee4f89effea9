import Foundation
import WidgetRender

/// Renders the seed to-do widget (small family) from an already built view
/// tree, and the same layout with Python's Rich in the same run.
enum RenderBench {
    static func run(_ report: BenchReport) {
        let node = SampleWidgets.todo()
        let color = RenderOptions(colorMode: .trueColor)
        let plain = RenderOptions(colorMode: .none)
        // Warm up, and check that the to-do widget renders at all.
        var check = 0
        for _ in 0..<200 { check &+= WidgetRenderer.render(node, family: .systemSmall, options: color).text.utf8.count }
        guard check > 0 else {
            report.note("render: the to-do widget rendered empty")
            return
        }
        let ours = microsecondsPerRender(node, options: color)
        report.record("render_todo_us", ours)
        report.record("render_todo_plain_us", microsecondsPerRender(node, options: plain))

        switch RichPeer.medianMicroseconds() {
        case .success(let rich):
            report.record("rich_todo_us", rich)
            if ours > 0 { report.record("render_vs_rich_speedup", rich / ours) }
        case .failure(let reason):
            report.note("render: Rich could not be measured: \(reason.message)")
        }
    }

    /// Median over 40 samples of the mean of 50 renders (layout + ANSI
    /// text), in CPU time of this thread: the machine is shared, and time
    /// spent descheduled is not rendering. Rich is timed the same way.
    static func microsecondsPerRender(_ node: ViewNode, options: RenderOptions) -> Double {
        var samples: [Double] = []
        var sink = 0
        for _ in 0..<40 {
            let start = threadCPUSeconds()
            for _ in 0..<50 {
                sink &+= WidgetRenderer.render(node, family: .systemSmall, options: options).text.utf8.count
            }
            samples.append((threadCPUSeconds() - start) / 50 * 1e6)
        }
        if sink == 0 { return 0 }
        return median(samples)
    }
}

/// CPU time used by the calling thread, in seconds.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Python's Rich, installed into `.build/bench-python` if missing, timing
/// the same to-do panel in process.
enum RichPeer {
    struct Failure: Error { let message: String }

    static let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent(".build/bench-python")

    static func medianMicroseconds() -> Result<Double, Failure> {
        let site = directory.appendingPathComponent("site").path
        if run(["python3", "-c", "import rich"], pythonPath: site).status != 0 {
            let install = run(["python3", "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                               "--target", site, "rich"], pythonPath: nil)
            guard install.status == 0 else {
                return .failure(Failure(message: "pip install rich failed: \(install.output.suffix(300))"))
            }
        }
        let script = directory.appendingPathComponent("rich_todo.py")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try richScript.write(to: script, atomically: true, encoding: .utf8)
        } catch {
            return .failure(Failure(message: "cannot write \(script.path): \(error)"))
        }
        let result = run(["python3", script.path], pythonPath: site)
        guard result.status == 0,
              let line = result.output.split(separator: "\n").last,
              let value = Double(line.trimmingCharacters(in: .whitespaces)) else {
            return .failure(Failure(message: "the Rich script failed: \(result.output.suffix(300))"))
        }
        return .success(value)
    }

    private static func run(_ arguments: [String], pythonPath: String?) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let pythonPath { environment["PYTHONPATH"] = pythonPath }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The same layout as `SampleWidgets.todo()`: a bold centred title, three
    /// rows of checkbox glyph + name (one line, ellipsis) and a rule under
    /// each name, in a rounded 22×11 panel; printed to a string with colour.
    static let richScript = """
    import io, statistics, time
    from rich import box
    from rich.console import Console, Group
    from rich.panel import Panel
    from rich.rule import Rule
    from rich.table import Table
    from rich.text import Text

    items = [("Go to the gym", False), ("Join the meeting at ten", True), ("Walk the dog", False)]
    rows = Table.grid(padding=(0, 1))
    rows.add_column(no_wrap=True, min_width=1)
    rows.add_column(no_wrap=True, overflow="ellipsis")
    for name, done in items:
        rows.add_row(Text("●" if done else "○", style="blue"), Text(name, style="strike" if done else ""))
        rows.add_row("", Rule(style="dim"))
    panel = Panel(Group(Text("ToDo Items", style="bold", justify="center"), rows),
                  box=box.ROUNDED, width=22, height=11)
    console = Console(file=io.StringIO(), width=22, force_terminal=True, color_system="truecolor")

    def render():
        with console.capture() as capture:
            console.print(panel)
        return capture.get()

    for _ in range(100):
        render()
    samples = []
    for _ in range(40):
        start = time.thread_time()
        for _ in range(50):
            render()
        samples.append((time.thread_time() - start) / 50 * 1e6)
    print(render())
    print(statistics.median(samples))
    """
}
