import Foundation
import Testing
@testable import WidgetRuntime

/// Evaluation has a memory budget, as it has a step budget: a value that grows
/// without end fails at the expression that grows it, before it is built.
@Suite struct MemoryBudgetTests {
    static let budgetMessage = "evaluation used more than its memory budget (256 MB); is a value growing without end here?"

    /// A widget whose timeline runs `body`, then gives one entry showing `result`.
    static func widget(_ body: String, result: String = "0") -> String {
        """
        entry E { var text: String; var tags: [String] = [] }
        provider P {
            placeholder { E(text: "") }
            timeline {
        \(body)
                return Timeline(entries: [E(text: "\\(\(result))")], policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.text) }
        }
        """
    }

    @Test func aStringDoubledForeverFailsAtTheConcatenation() throws {
        let harness = try EvaluationHarness(Self.widget("""
                var s = "x"
                while true {
                    s = s + s
                }
        """, result: "s.count"))
        let failure = try #require(harness.failure())
        #expect(failure.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(failure.range) == harness.location(of: "s + s"))
    }

    @Test func anArrayDoubledFailsBeforeItsElementsAreRetainedTooOften() throws {
        // 2^40 references to one boxed value would overflow its retain count and abort.
        let harness = try EvaluationHarness(Self.widget("""
                var a = [1]
                for i in 0..<40 {
                    a = a + a
                }
        """, result: "a.count"))
        let failure = try #require(harness.failure())
        #expect(failure.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(failure.range) == harness.location(of: "a + a"))
    }

    @Test func appendingAndCompoundAssignmentAreCharged() throws {
        let appended = try EvaluationHarness(Self.widget("""
                var parts: [String] = []
                var s = "abcdefghijklmnop"
                while true {
                    s += s
                    parts.append(s)
                }
        """))
        let failure = try #require(appended.failure())
        #expect(failure.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(failure.range) == appended.location(of: "s += s"))

        let copies = try EvaluationHarness(Self.widget("""
                var big = [0]
                while big.count < 100000 { big += big }
                var kept: [[Int]] = []
                while true {
                    var copy = big
                    copy.append(1)
                    kept.append(copy)
                }
        """))
        // Each append copies the shared 100,000 elements: the copies are charged.
        let copied = try #require(copies.failure())
        #expect(copied.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(copied.range) == copies.location(of: "append(1)"))
    }

    @Test func textOfAValueThatSharesOneLargeStringIsRefusedBeforeItIsBuilt() throws {
        // A 1 MB string held 1,000 times costs little; its text would be a gigabyte.
        let body = """
                var s = "x"
                for i in 0..<20 { s = s + s }
                var parts: [String] = []
                for i in 0..<1000 { parts.append(s) }
        """
        let interpolated = try EvaluationHarness(Self.widget(body + "\n        let text = \"\\(parts)\"", result: "text.count"))
        let failure = try #require(interpolated.failure())
        #expect(failure.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(failure.range) == interpolated.location(of: "\"\\(parts)\""))

        let joined = try EvaluationHarness(Self.widget(body + "\n        let text = parts.joined(separator: \",\")", result: "text.count"))
        let joinFailure = try #require(joined.failure())
        #expect(joinFailure.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(joinFailure.range) == joined.location(of: "parts.joined"))

        let replaced = try EvaluationHarness(Self.widget(body + "\n        let text = s.replacingOccurrences(of: \"x\", with: s)", result: "text.count"))
        let replaceFailure = try #require(replaced.failure())
        #expect(replaceFailure.message == Self.budgetMessage)
        #expect(EvaluationHarness.location(replaceFailure.range) == replaced.location(of: "s.replacingOccurrences"))
    }

    @Test func aTimelineThatRepeatsOneLargeStringIsRefusedBeforeItIsStored() throws {
        // 10,000 entries share one 128 KB string: cheap to hold, 1.3 GB as stored text.
        let harness = try EvaluationHarness("""
        entry E { var text: String }
        provider P {
            placeholder { E(text: "") }
            timeline {
                var s = "x"
                for i in 0..<17 { s = s + s }
                var entries: [E] = []
                for i in 0..<10000 { entries.append(E(text: s)) }
                return Timeline(entries: entries, policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.text.count)") }
        }
        """)
        let outcome = try harness.session.render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.map(\.message) == [Self.budgetMessage])
        #expect(EvaluationHarness.location(outcome.problems.first?.range) == harness.location(of: "timeline {"))
        #expect(outcome.isPlaceholder)
    }

    @Test func theBudgetIsAParameterAndOrdinaryWorkStaysWithinIt() throws {
        let harness = try EvaluationHarness(Self.widget("""
                var names: [String] = []
                for i in 0..<1000 { names.append("name \\(i)") }
                let text = names.joined(separator: ", ")
        """, result: "text.count"))
        let timeline = try harness.timeline()
        guard case .timeline(let value) = timeline, case .object(let entry)? = value.entries.first else {
            Issue.record("not a timeline: \(timeline)")
            return
        }
        #expect(entry["text"].map(ValueFormatting.describe) == "9888")
        // The same work on a budget of 64 KB fails, at the joined text.
        let small = try #require(harness.failure(memoryBudget: 64 << 10))
        #expect(small.message == "evaluation used more than its memory budget (64 KB); is a value growing without end here?")
        #expect(small.range.map { $0.start.line == 6 || $0.start.line == 7 } == true, "in the loop or at the join: \(EvaluationHarness.location(small.range))")
    }

    @Test func theBudgetCannotBeCaught() throws {
        let harness = try EvaluationHarness(Self.widget("""
                var s = "x"
                do {
                    while true { s = s + s }
                } catch {
                    s = "caught"
                }
        """, result: "s"))
        let failure = try #require(harness.failure())
        #expect(failure.message == Self.budgetMessage)
    }
}
