import Foundation
import WidgetLanguage
import WidgetRender
import WidgetRuntime

/// Reload, tap and whole-process figures for the seed to-do widget (PRODUCT.md §8).
enum RuntimeBench {
    static func run(_ report: BenchReport) {
        guard let source = try? String(contentsOfFile: "widgets/todo.widget", encoding: .utf8) else {
            report.note("runtime: widgets/todo.widget not found; run the bench from the package root")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storePath = folder.appendingPathComponent("store.sqlite").path
        let file = SourceFile(path: "widgets/todo.widget", text: source)

        // Reload, as a hot reload does it: parse, check, a session on the open store,
        // a new timeline from the provider, views, layout and text.
        guard let reload = reloadMillis(file, widget: "ToDoWidget", storePath: storePath, report) else { return }
        report.record("reload_todo_ms", reload)
        // The same for seed 000 written in Swift (a module of four files).
        if let module = swiftModule("widgets/swift/ToDoWidget"),
           let swiftReload = reloadMillis(module, widget: "ToDoWidget", storePath: folder.appendingPathComponent("swift.sqlite").path, report) {
            report.record("reload_swift_todo_ms", swiftReload)
        }

        // Tap: perform (one durable transaction) + reload + render.
        guard let program = WidgetCompiler.compile(file).program,
              let session = try? WidgetSession(program: program, options: SessionOptions(storePath: storePath)) else { return }
        var taps: [Double] = []
        for round in 0..<220 {
            let start = monotonicSeconds()
            do {
                _ = try session.tap(widget: "ToDoWidget", family: "systemSmall", button: 1)
                _ = try session.render(widget: "ToDoWidget", family: "systemSmall")
            } catch {
                report.note("runtime: tap failed: \(error)")
                return
            }
            if round >= 20 { taps.append((monotonicSeconds() - start) * 1000) }
        }
        report.record("tap_to_frame_ms", median(taps))

        // A whole `widgetry render` process.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widgetry")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            report.note("runtime: \(binary.path) not built; run swift build -c release first")
            return
        }
        var processes: [Double] = []
        let processStore = folder.appendingPathComponent("process.sqlite").path
        let arguments = ["render", "widgets/todo.widget", "--plain", "--store", processStore]
        for round in 0..<45 {
            let start = monotonicSeconds()
            guard spawnAndWait(binary.path, arguments) == 0 else {
                report.note("runtime: widgetry render failed")
                return
            }
            if round >= 5 { processes.append((monotonicSeconds() - start) * 1000) }
        }
        report.record("render_process_ms", median(processes))

        var swiftProcesses: [Double] = []
        let swiftArguments = ["render", "widgets/swift/ToDoWidget", "--plain", "--store", folder.appendingPathComponent("swift-process.sqlite").path]
        for round in 0..<45 {
            let start = monotonicSeconds()
            guard spawnAndWait(binary.path, swiftArguments) == 0 else {
                report.note("runtime: widgetry render widgets/swift/ToDoWidget failed")
                return
            }
            if round >= 5 { swiftProcesses.append((monotonicSeconds() - start) * 1000) }
        }
        report.record("render_swift_process_ms", median(swiftProcesses))
    }

    /// The median of 200 reloads (after 20 to warm up) of `file`'s widget.
    static func reloadMillis(_ file: SourceFile, widget: String, storePath: String, _ report: BenchReport) -> Double? {
        var reloads: [Double] = []
        var previous: WidgetSession?
        for round in 0..<220 {
            let start = monotonicSeconds()
            guard let program = WidgetCompiler.compile(file).program else { report.note("runtime: \(file.path) has errors"); return nil }
            var options = SessionOptions(storePath: storePath)
            options.forceReload = true
            guard let session = try? WidgetSession(program: program, options: options, reusing: previous),
                  (try? session.render(widget: widget, family: "systemSmall")) != nil else {
                report.note("runtime: \(file.path) did not render")
                return nil
            }
            previous = session
            if round >= 20 { reloads.append((monotonicSeconds() - start) * 1000) }
        }
        return median(reloads)
    }

    /// A folder of `.swift` files read as one module, as `widgetry` reads it.
    static func swiftModule(_ folder: String) -> SourceFile? {
        guard let paths = SwiftModuleFolder.files(at: folder) else { return nil }
        let files = paths.compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path: path, text: $0) } }
        return files.count == paths.count ? SourceFile.module(path: folder, files: files) : nil
    }
}
