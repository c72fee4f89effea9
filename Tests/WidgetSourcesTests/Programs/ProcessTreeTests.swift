import Foundation
import Testing
@testable import WidgetSources

/// Ending one run of a program kills only what that run started.
@Suite struct ProcessTreeTests {
    @Test func endingOneRunLeavesAnotherRunning() throws {
        let environment = ProcessInfo.processInfo.environment
        let long = ChildProcess(executable: "/bin/sh", name: "sh", arguments: ["-c", "sleep 1.5; echo still here"],
                                environment: environment, directory: "/tmp", timeout: 10, outputLimit: 1 << 20)
        let result = LongRun()
        let thread = Thread { result.set(try? long.run()) }
        thread.start()
        usleep(200_000)
        // Short runs that leave processes behind end while the long one runs.
        for _ in 0..<5 {
            let short = ChildProcess(executable: "/bin/sh", name: "sh", arguments: ["-c", "setsid sleep 30 & sleep 30 & echo ok"],
                                     environment: environment, directory: "/tmp", timeout: 5, outputLimit: 1 << 20)
            #expect(try short.run().status == 0)
        }
        let outcome = try #require(result.wait(seconds: 10))
        #expect(outcome.status == 0)
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "still here\n")
    }

    final class LongRun: @unchecked Sendable {
        private let lock = NSCondition()
        private var outcome: ChildProcess.Outcome??

        func set(_ value: ChildProcess.Outcome?) {
            lock.withLock { outcome = .some(value); lock.broadcast() }
        }

        func wait(seconds: Double) -> ChildProcess.Outcome? {
            let deadline = Date().addingTimeInterval(seconds)
            return lock.withLock {
                while outcome == nil, lock.wait(until: deadline) {}
                return outcome ?? nil
            }
        }
    }
}
