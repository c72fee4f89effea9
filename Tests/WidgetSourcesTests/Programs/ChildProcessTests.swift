import Foundation
import Testing
@testable import WidgetSources

@Suite struct ChildProcessTests {
    static func run(_ argv: [String], input: String = "", timeout: Double = 5, limit: Int = 1 << 20) throws -> ChildProcess.Outcome {
        let path = ChildProcess.locate(argv[0], folder: URL(fileURLWithPath: "/"), path: ProcessInfo.processInfo.environment["PATH"]) ?? argv[0]
        return try ChildProcess(executable: path, name: argv[0], arguments: Array(argv.dropFirst()), environment: ProcessInfo.processInfo.environment,
                                directory: "/tmp", input: Array(input.utf8), timeout: timeout, outputLimit: limit).run()
    }

    @Test func stdinStdoutStderrAndStatus() throws {
        let outcome = try Self.run(["sh", "-c", "cat; echo oops >&2; pwd; exit 3"], input: "hello\n")
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "hello\n/tmp\n")
        #expect(String(decoding: outcome.stderr, as: UTF8.self) == "oops\n")
        #expect(outcome.status == 3)
        #expect(!outcome.timedOut)
    }

    @Test func aTimeoutKillsTheProgramAndWhatItStarted() throws {
        let start = Date()
        let outcome = try Self.run(["sh", "-c", "sleep 30 & sleep 30"], timeout: 0.5)
        #expect(outcome.timedOut)
        #expect(Date().timeIntervalSince(start) < 3)
    }

    @Test func outputOverTheLimitStopsTheProgram() throws {
        let outcome = try Self.run(["sh", "-c", "yes"], limit: 100_000)
        #expect(outcome.overLimit)
        #expect(outcome.stdout.count <= 100_000 + 65_536)
    }

    @Test func alargeInputIsWrittenWhileTheOutputIsRead() throws {
        let input = String(repeating: "0123456789abcdef", count: 40_000)
        let outcome = try Self.run(["cat"], input: input)
        #expect(outcome.stdout.count == input.utf8.count)
        #expect(outcome.status == 0)
    }

    @Test func aProgramThatExitsWithoutReadingItsInputIsFine() throws {
        let outcome = try Self.run(["true"], input: String(repeating: "x", count: 1_000_000))
        #expect(outcome.status == 0)
    }

    @Test func programsAreFoundOnThePathOrByPath() {
        #expect(ChildProcess.locate("sh", folder: URL(fileURLWithPath: "/"), path: "/usr/bin:/bin") != nil)
        #expect(ChildProcess.locate("no-such-program-x", folder: URL(fileURLWithPath: "/"), path: "/usr/bin:/bin") == nil)
        #expect(ChildProcess.locate("bin/sh", folder: URL(fileURLWithPath: "/"), path: nil) == "/bin/sh")
        #expect(ChildProcess.locate("tmp", folder: URL(fileURLWithPath: "/"), path: "/") == nil, "a directory is not a program")
    }
}
