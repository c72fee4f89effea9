import Testing
@testable import WidgetRuntime

/// Swift concurrency runs in order: tasks at once, groups in the order tasks are added.
@Suite struct ConcurrencyTests {
    /// `await task.result`: the task's `Result`, `.success(value)` or `.failure(error)` (the error it threw).
    @Test func aTasksResultIsItsValueOrItsError() throws {
        let text = try SwiftLanguageHarness.run("""
            let good = Task { try load(2) }
            let bad = Task { try load(-1) }
            var parts: [String] = []
            for task in [good, bad] {
                switch await task.result {
                case .success(let n): parts.append("ok \\(n)")
                case .failure(let error): parts.append("failed \\((error as? URLError)?.code == .badURL) \\(task.isCancelled)")
                }
            }
            return parts.joined(separator: ", ")
            """, declarations: """
            func load(_ n: Int) throws -> Int {
                if n < 0 { throw URLError(.badURL) }
                return n * 10
            }
            """)
        #expect(text == "ok 20, failed true false")
    }

    @Test func awaitAsyncLetTasksAndGroupsRunInOrder() throws {
        let text = try SwiftLanguageHarness.run("""
            var log: [String] = []
            async let first = load("a")
            let second = try await load("b")
            log.append(await first + second)
            Task { log.append("task") }
            Task.detached(priority: .background) { @MainActor in log.append("detached") }
            try await Task.sleep(nanoseconds: 1_000_000_000)
            try await Task.sleep(for: .seconds(1))
            let total = await withTaskGroup(of: Int.self) { group in
                for n in [1, 2, 3] {
                    group.addTask { n * 10 }
                }
                var sum = 0
                for await value in group { sum += value }
                return sum
            }
            let names = try await withThrowingTaskGroup(of: String.self, returning: [String].self) { group in
                group.addTask { [weak self] in "x" }
                group.addTask { () async throws -> String in "y" }
                var all: [String] = []
                while let next = try await group.next() { all.append(next) }
                return all
            }
            let main = await MainActor.run { "main" }
            let task = Task { () async -> Int in 7 }
            let seven = await task.value
            return "\\(log) \\(total) \\(names) \\(main) \\(seven)"
            """, declarations: """
            func load(_ name: String) -> String { name.uppercased() }
            """)
        #expect(text == #"["AB", "task", "detached"] 60 ["x", "y"] main 7"#)
    }

    /// `Task<Void, Never> { … }` and `Task<Int, Never>.init { … }`: a task made with its type arguments written.
    @Test func aTaskWithItsTypeArgumentsWrittenRuns() throws {
        let text = try SwiftLanguageHarness.run("""
            var log: [String] = []
            let task = Task<Void, Never> { log.append("ran") }
            await task.value
            let count = Task<Int, Never>.init { 3 }
            return "\\(log) \\(await count.value)"
            """)
        #expect(text == #"["ran"] 3"#)
    }

    @Test func anUnknownGroupMethodIsALocatedCheckError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let n = await withTaskGroup(of: Int.self) { group in
                group.addTsk { 1 }
                return 0
            }
            return "\\(n)"
            """)
        #expect(errors.first?.hasPrefix("2:11: TaskGroup has no method 'addTsk'") == true, "\(errors)")
    }

    @Test func anUnknownTaskPropertyIsALocatedCheckError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let task = Task { 1 }
            return "\\(task.outcome)"
            """)
        #expect(errors == ["2:16: value of type Task has no member 'outcome'"])
    }
}
