import Foundation
import WidgetTestSupport

/// The live host against PRODUCT.md §8, measured across processes with a real
/// `widgetry watch` child (its output a pipe, so it prints each frame after a
/// `--- time cause` line):
/// - `save_to_frame_ms`: median time from writing a changed widget file (in
///   place) to the new frame having arrived on the pipe, over 60 saves (the
///   first 5 are warm-up); `save_to_frame_rename_ms` the same for saves by
///   rename;
/// - `watch_rss_mb_after_10k_reloads` and `watch_rss_growth_mb`: the watch
///   process's resident memory (VmRSS) after 10,000 full reloads (the `r`
///   key written to its standard input: read, parse, check, reopen and
///   migrate the store, new timeline, draw), and its growth from reload 100
///   to reload 10,000 (`watch_rss_growth_mb_last_5k`: from 5,000 to 10,000;
///   the first thousand reloads warm caches and malloc up, then it is flat).
///   The bar is for the release build the README gives, which links the Swift
///   runtime into the binary (`--static-swift-stdlib`); with the runtime as
///   shared libraries the process maps about 5 MB more (the dynamic linker's
///   relocations of libFoundation, ICU and libswiftCore), and a note says so.
enum HostBench {
    static let saves = 60
    static let reloads = 10_000

    static func run(_ report: BenchReport) {
        guard let source = try? String(contentsOfFile: "widgets/todo.widget", encoding: .utf8) else {
            report.note("host: widgets/todo.widget not found; run the bench from the package root")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-host-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("todo.widget").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(source.utf8))
        let watch: LiveProcess
        do {
            watch = try LiveProcess("widgetry", ["watch", file, "--plain", "--store", folder.appendingPathComponent("store.sqlite").path])
        } catch {
            report.note("host: cannot start widgetry watch: \(error); build it first (swift build -c release)")
            return
        }
        defer { watch.stop() }
        guard watch.waitFor(timeout: 60, { $0.contains("Go to the gym") }) else {
            report.note("host: widgetry watch showed no frame: \(watch.errors.suffix(300))")
            return
        }
        measureSaves(watch, file: file, source: source, report)
        measureReloads(watch, report)
    }

    /// Writes a changed title and times until the frame with it has arrived.
    static func measureSaves(_ watch: LiveProcess, file: String, source: String, _ report: BenchReport) {
        for rename in [false, true] {
            var samples: [Double] = []
            for round in 0..<saves {
                let title = "Save \(rename ? "R" : "P")\(round)"
                let text = source.replacingOccurrences(of: "Text(\"ToDo Items\")", with: "Text(\"\(title)\")")
                Thread.sleep(forTimeInterval: 0.05)  // saves come apart, as an author's do
                watch.mark()
                let start = monotonicSeconds()
                if rename {
                    let temporary = file + ".tmp"
                    _ = FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
                    Foundation.rename(temporary, file)
                } else if let handle = FileHandle(forWritingAtPath: file) {
                    handle.truncateFile(atOffset: 0)
                    handle.write(Data(text.utf8))
                    handle.closeFile()
                }
                guard watch.waitForNew(timeout: 30, { $0.contains(title) && $0.contains("╰") }) else {
                    report.note("host: save \(round) never showed: \(watch.errors.suffix(300))")
                    return
                }
                if round >= 5 { samples.append((monotonicSeconds() - start) * 1000) }
            }
            report.record(rename ? "save_to_frame_rename_ms" : "save_to_frame_ms", median(samples))
        }
    }

    /// Presses `r` 10,000 times, one reload at a time, and reads VmRSS.
    static func measureReloads(_ watch: LiveProcess, _ report: BenchReport) {
        report.record("watch_rss_mb_at_start", ProcessStats.residentMegabytes(watch.pid) ?? 0)
        if ProcessStats.linksSwiftRuntimeDynamically(watch.pid) == true {
            report.note("host: widgetry links the Swift runtime as shared libraries, which adds about 5 MB to its resident memory; "
                        + "the figures of the bar are for the release build the README gives (swift build -c release --static-swift-stdlib --product widgetry)")
        }
        var baseline: Double?, halfway: Double?
        let start = monotonicSeconds()
        for round in 1...reloads {
            watch.mark()
            watch.send("r")
            guard watch.waitForNew(timeout: 30, { $0.contains("reload (r)") && $0.hasSuffix("╯\n") }) else {
                report.note("host: reload \(round) never showed: \(watch.errors.suffix(300))")
                return
            }
            if round == 100 { baseline = ProcessStats.residentMegabytes(watch.pid) }
            if round == reloads / 2 { halfway = ProcessStats.residentMegabytes(watch.pid) }
        }
        let elapsed = monotonicSeconds() - start
        guard let after = ProcessStats.residentMegabytes(watch.pid) else {
            report.note("host: cannot read /proc/\(watch.pid)/status")
            return
        }
        report.record("watch_rss_mb_after_10k_reloads", after)
        report.record("watch_rss_growth_mb", after - (baseline ?? after))
        report.record("watch_rss_growth_mb_last_5k", after - (halfway ?? after))
        report.record("watch_reload_ms", elapsed * 1000 / Double(reloads))
    }

}
