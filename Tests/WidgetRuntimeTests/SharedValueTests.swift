import Foundation
import Testing
@testable import WidgetRuntime

/// Values that share their parts: `Node(kids: [n, n])` sixty times is small
/// to hold but has 2^60 leaves. Comparing, describing or storing such a value
/// counts its steps, so it fails at its location instead of hanging.
@Suite struct SharedValueTests {
    static func widget(_ use: String) -> String {
        """
        entry E { var n: Int; var node: Node? = nil }
        struct Node { var kids: [Node] = [] }
        provider P {
            placeholder { E(n: 0) }
            timeline {
                var n = Node()
                for i in 0..<60 { n = Node(kids: [n, n]) }
        \(use)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.n)") }
        }
        """
    }

    @Test func comparingStopsAtTheComparison() throws {
        let harness = try EvaluationHarness(Self.widget("""
                let same = n == n
                return Timeline(entries: [E(n: same ? 1 : 0)], policy: .never)
        """))
        let failure = try #require(harness.failure(timeLimit: 0.2))
        #expect(failure.message == "evaluation took longer than its time limit; is there an endless loop here?")
        #expect(EvaluationHarness.location(failure.range) == harness.location(of: "n == n"))
    }

    @Test func describingStopsAtTheInterpolation() throws {
        let harness = try EvaluationHarness(Self.widget("""
                let text = "\\(n)"
                return Timeline(entries: [E(n: text.count)], policy: .never)
        """))
        let failure = try #require(harness.failure(stepBudget: 100_000))
        #expect(failure.message == "evaluation stopped after 100000 steps; is there an endless loop here?")
        #expect(EvaluationHarness.location(failure.range) == harness.location(of: "\"\\(n)\""))
    }

    @Test func aTimelineHoldingItFailsInsteadOfBeingStored() throws {
        let harness = try EvaluationHarness(Self.widget("""
                return Timeline(entries: [E(n: 1, node: n)], policy: .never)
        """))
        let outcome = try harness.session.render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.message.hasSuffix("; is there an endless loop here?") == true, "\(outcome.problems)")
        #expect(EvaluationHarness.location(outcome.problems.first?.range) == harness.location(of: "timeline {"))
        #expect(outcome.isPlaceholder)
    }

    @Test func aViewShowingItFailsAtTheView() throws {
        // The placeholder is not stored; its body's Text describes the value.
        let harness = try EvaluationHarness("""
        entry E { var n: Int; var node: Node? = nil }
        struct Node { var kids: [Node] = [] }
        func deep() -> Node {
            var n = Node()
            for i in 0..<60 { n = Node(kids: [n, n]) }
            return n
        }
        provider P {
            placeholder { E(n: 0, node: deep()) }
            timeline { throw IntentError("offline") }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.node) }
        }
        """)
        do {
            _ = try harness.session.render(widget: "W", family: "systemSmall")
            Issue.record("the render should fail")
        } catch let problem as SessionError {
            #expect(problem.message.hasSuffix("; is there an endless loop here?"), "\(problem)")
            #expect(EvaluationHarness.location(problem.range) == harness.location(of: "Text(entry.node)"))
        }
    }
}
