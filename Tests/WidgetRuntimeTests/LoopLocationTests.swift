import Foundation
import Testing
@testable import WidgetRuntime

/// A used-up time limit or step budget is reported at the loop that keeps
/// running, not at whichever expression happened to count the last step.
@Suite struct LoopLocationTests {
    static let source = """
    entry E { var n: Int; var tags: [String] = [] }
    provider P {
        placeholder { E(n: 0) }
        timeline {
            var xs: [E] = []
            while true {
                xs = [E(n: 1)]
            }
            return Timeline(entries: xs, policy: .never)
        }
    }
    widget W {
        families: [.systemSmall]
        provider: P
        body(entry) { Text("\\(entry.n)") }
    }
    """

    @Test func theTimeLimitPointsAtTheLoopNotAnEntrysDefault() throws {
        let harness = try EvaluationHarness(Self.source)
        let failure = try #require(harness.failure(timeLimit: 0.05))
        #expect(failure.message == "evaluation took longer than its time limit; is there an endless loop here?")
        #expect(EvaluationHarness.location(failure.range) == "6:9")
    }

    @Test func theStepBudgetPointsAtTheLoop() throws {
        let harness = try EvaluationHarness(Self.source)
        let failure = try #require(harness.failure(stepBudget: 20_000, timeLimit: 60))
        #expect(failure.message == "evaluation stopped after 20000 steps; is there an endless loop here?")
        #expect(EvaluationHarness.location(failure.range) == "6:9")
    }

    @Test func theSessionReportsItAtTheLoop() throws {
        let harness = try EvaluationHarness(Self.source)
        let outcome = try harness.session.render(widget: "W", family: "systemSmall")
        // The time limit (1 s) or, on a fast machine, the step budget: both at the loop.
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.message.hasSuffix("; is there an endless loop here?") == true, "\(outcome.problems)")
        #expect(EvaluationHarness.location(outcome.problems.first?.range) == "6:9")
    }
}
