import Foundation
import Testing
import WidgetTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Adversarial cases under a memory limit (see `AdversarialTests`): `widgetry
/// render` on a widget that grows a value without end: the memory
/// budget stops it at its line, and the process's peak memory stays small.
@Suite(.serialized) struct AdversarialMemoryTests {
    /// A child's exit status, output and peak resident memory (from `wait4`).
    struct Measured {
        var status: Int32
        var stdout: String
        var stderr: String
        var peakMegabytes: Int
    }

    /// Runs `widgetry ARGUMENTS` through `sh -c 'exec …'` (so the measured
    /// process is widgetry itself, its output in files) and waits for it.
    static func measure(_ arguments: [String], in folder: URL) throws -> Measured {
        let binary = try #require(CommandRunner.executable("widgetry"))
        let out = folder.appendingPathComponent("stdout.txt").path, err = folder.appendingPathComponent("stderr.txt").path
        let quoted = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let command = "NO_COLOR=1 TZ=UTC exec \(quoted) >'\(out)' 2>'\(err)' </dev/null"
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (text: String) in strdup(text) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { (key: String, value: String) in
            strdup("\(key)=\(value)")
        } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        var peakKilobytes = 0
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid || (waited == -1 && errno != EINTR) { break }
            peakKilobytes = max(peakKilobytes, ProcessStats.highWaterKilobytes(pid) ?? 0)
            usleep(2_000)
        }
        #if os(Linux)
        // Not ru_maxrss: posix_spawn starts the child in this (large) test process's
        // memory, and Linux carries that high-water mark over the exec.
        let peak = peakKilobytes / 1024
        #else
        let peak = Int(usage.ru_maxrss) / (1024 * 1024) // bytes on macOS
        #endif
        let exited = status & 0x7f == 0
        return Measured(status: exited ? (status >> 8) & 0xff : -1,
                        stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                        stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
                        peakMegabytes: peak)
    }

    static func widget(_ growth: String) -> String {
        """
        entry E { var n: Int }
        provider P {
            placeholder { E(n: 0) }
            timeline {
                var s = "x"
                var a = [1]
                while true {
                    \(growth)
                }
                return Timeline(entries: [E(n: s.count + a.count)], policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.n)") }
        }
        """
    }

    @Test(arguments: ["s = s + s", "a = a + a", "s += s", "a += a"])
    func growingWithoutEndFailsAtItsLineWithinFourHundredMegabytes(growth: String) throws {
        let folder = PackagePaths.temporaryDirectory("peak-memory")
        let file = folder.appendingPathComponent("grow.widget")
        try Self.widget(growth).write(to: file, atomically: true, encoding: .utf8)
        let run = try Self.measure(["render", file.path, "--plain", "--store", folder.appendingPathComponent("s.sqlite").path], in: folder)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        // At the growing expression: `s + s`, or the whole `s += s`.
        let column = growth.contains("+=") ? 13 : 17
        #expect(run.stderr.contains("grow.widget:8:\(column): error: evaluation used more than its memory budget (256 MB); is a value growing without end here?"),
                "\(run.stderr)")
        #expect(run.stdout.contains("⚠ evaluation used"), "\(run.stdout)")
        #expect(run.peakMegabytes > 0 && run.peakMegabytes < 400, "peak RSS \(run.peakMegabytes) MB")
    }
}
