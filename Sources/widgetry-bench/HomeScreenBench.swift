import Foundation
import WidgetRuntime
import WidgetTestSupport

/// `widgetry run` on a folder of 100 widgets (`HomeScreenFolder`: ten models,
/// 40 files read one, 30 only write one, 30 use none), one store, output a pipe:
/// - `run_100_rss_mb`: the run process's resident memory (VmRSS) once all 100
///   are drawn;
/// - `run_100_idle_cpu_ms_per_s`: its CPU time per second over 3 idle seconds;
/// - `run_100_reload_ms`: median over 20 commits, made by this process through
///   a session on one of the writing files (`AddMk`, k = 0…9 in turn), of the
///   time from the commit returning to the new frames of all four files that
///   read Mk having arrived on the pipe.
enum HomeScreenBench {
    static let commits = 20

    static func run(_ report: BenchReport) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-home-bench-\(UUID().uuidString)")
        HomeScreenFolder.write(into: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("store.sqlite").path
        let host: LiveProcess
        do {
            host = try LiveProcess("widgetry", ["run", folder.path, "--plain", "--store", store])
        } catch {
            report.note("home: cannot start widgetry run: \(error); build it first (swift build -c release)")
            return
        }
        defer { host.stop() }
        let texts = (0..<HomeScreenFolder.count).map { HomeScreenFolder.frameText($0) }
        guard host.waitFor(timeout: 120, { output in texts.allSatisfy { output.contains($0) } }) else {
            report.note("home: not every widget was drawn: \(host.errors.suffix(300))")
            return
        }
        Thread.sleep(forTimeInterval: 1)
        report.record("run_100_rss_mb", ProcessStats.residentMegabytes(host.pid) ?? 0)
        if let before = ProcessStats.cpuSeconds(host.pid) {
            Thread.sleep(forTimeInterval: 3)
            if let after = ProcessStats.cpuSeconds(host.pid) { report.record("run_100_idle_cpu_ms_per_s", (after - before) * 1000 / 3) }
        }
        measureReloads(host, folder: folder, store: store, report)
    }

    static func measureReloads(_ host: LiveProcess, folder: URL, store: String, _ report: BenchReport) {
        var sessions: [Int: WidgetSession] = [:]
        var counts = [Int](repeating: 0, count: 10)
        var samples: [Double] = []
        for round in 0..<commits {
            let model = round % 10
            let writer = 40 + model
            if sessions[model] == nil {
                let path = folder.appendingPathComponent(HomeScreenFolder.fileName(writer)).path
                guard let program = WidgetCompiler.compile(path: path).program,
                      let session = try? WidgetSession(program: program, options: SessionOptions(storePath: store)) else {
                    report.note("home: cannot open \(HomeScreenFolder.fileName(writer))")
                    return
                }
                sessions[model] = session
            }
            Thread.sleep(forTimeInterval: 0.3)  // the last round's cache writes settle
            host.mark()
            do { try sessions[model]?.perform(intent: "AddM\(model)", arguments: [:]) } catch {
                report.note("home: AddM\(model) failed: \(error)")
                return
            }
            let start = monotonicSeconds()
            counts[model] += 1
            let expected = HomeScreenFolder.readers(ofModel: model).map { HomeScreenFolder.frameText($0, count: counts[model]) }
            guard host.waitForNew(timeout: 30, { output in expected.allSatisfy { output.contains($0) } }) else {
                report.note("home: commit \(round) was not drawn by every reader: \(host.errors.suffix(300))")
                return
            }
            samples.append((monotonicSeconds() - start) * 1000)
        }
        report.record("run_100_reload_ms", median(samples))
    }
}
