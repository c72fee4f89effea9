import Foundation
import Testing
import WidgetSources

/// The `command` source's run: a program on PATH, its output, and what can go wrong.
@Suite struct CommandFetchTests {
    static func run(_ argv: [String], timeout: Double = 5) -> String {
        let context = SourceContext(folder: URL(fileURLWithPath: "/tmp"), environment: ProcessInfo.processInfo.environment,
                                    now: Date(), timeout: timeout, maxBytes: 1 << 20)
        do {
            guard case .bytes(let data) = try CommandFetch.run(argv, in: context).body else { return "not bytes" }
            return String(decoding: data, as: UTF8.self)
        } catch {
            return error.message
        }
    }

    @Test func theOutputIsThePayload() {
        #expect(Self.run(["sh", "-c", "pwd; echo \"$0\"", "arg"]) == "/tmp\narg\n")
    }

    @Test func failuresSayWhatHappened() {
        #expect(Self.run([]) == "command needs a program to run")
        #expect(Self.run(["no-such-program-x"]) == "command 'no-such-program-x' was not found on PATH")
        #expect(Self.run(["tools/missing"]) == "no program at tools/missing")
        #expect(Self.run(["sh", "-c", "echo oops >&2; exit 3"]) == "command 'sh' failed with exit status 3: oops")
        #expect(Self.run(["sh", "-c", "sleep 5"], timeout: 0.3) == "command 'sh' did not finish within 0.3 s and was stopped")
    }
}
