import Testing
@testable import WidgetRuntime

/// `OSAllocatedUnfairLock` is Apple's (module `os`), so swiftc on Linux cannot be the judge: its behaviour is asserted
/// here. Nothing else holds a lock, as a widget's code runs in order; the state it guards changes through `withLock`.
@Suite struct FoundationLocksTests {
    @Test func anUnfairLockGuardsTheStateItHolds() {
        let source = """
        import os

        final class RefreshCounter: @unchecked Sendable {
            private let state = OSAllocatedUnfairLock(initialState: [String: Int]())
            func record(_ kind: String) -> Int {
                state.withLock { counts in
                    counts[kind, default: 0] += 1
                    return counts[kind] ?? 0
                }
            }
            var kinds: [String] { state.withLock { $0.keys.sorted() } }
        }

        func run() {
            let counter = RefreshCounter()
            print(counter.record("weather"), counter.record("steps"), counter.record("weather"))
            print(counter.kinds)
            let plain = OSAllocatedUnfairLock()
            plain.lock()
            plain.unlock()
            print(plain.lockIfAvailable(), plain.withLock { "guarded" })
        }
        """
        let outcome = SwiftProgram.run(source: source, fileName: "Locks.swift")
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.failure == nil)
        #expect(outcome.output == "1 1 2\n[\"steps\", \"weather\"]\ntrue guarded\n")
    }

    @Test func aConditionThatWaitsForAnotherThreadStaysUnavailable() {
        let outcome = SwiftProgram.run(source: "import Foundation\nfunc run() {\n    let c = NSCondition()\n    c.wait()\n}\n", fileName: "Wait.swift")
        let error = outcome.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("'NSCondition') is not available in Widgetry") == true)
        #expect(error?.range.start.line == 3)
    }
}
