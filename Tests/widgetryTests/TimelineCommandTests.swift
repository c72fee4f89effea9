import Foundation
import Testing
import WidgetTestSupport

@Suite struct TimelineCommandTests {
    @Test(arguments: [
        ("2026-11-21T09:00:00Z", "Morning"),
        ("2026-11-21T11:59:00Z", "Morning"),
        ("2026-11-21T12:00:00Z", "Midday"),
        ("2026-11-21T17:30:00Z", "Midday"),
        ("2026-11-21T18:00:00Z", "Evening"),
        ("2026-11-21T20:59:00Z", "Evening"),
    ])
    func theEntryForEachTimeIsShown(_ time: String, _ expected: String) {
        let box = Sandbox(fixtures: ["dated-entries.widget"])
        // The timeline is made at 09:00; later renders use the cached timeline.
        #expect(box.widgetry("render", "dated-entries.widget", ["--plain"]).status == 0)
        let output = box.widgetry("render", "dated-entries.widget", ["--plain"], now: time)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(expected), "\(time): \(output.stdout)")
    }

    @Test func twelveHourPolicyReloadsTwiceADay() {
        let box = Sandbox(fixtures: ["dated-entries.widget"])
        let output = box.widgetry("timeline", "dated-entries.widget", ["--for", "24h"])
        #expect(output.status == 0, "\(output.stderr)")
        let reloads = output.stdout.components(separatedBy: "\n").filter { $0.contains("reload — policy") }
        #expect(reloads.count == 2, "\(output.stdout)")
        #expect(output.stdout.contains("2026-11-21 21:00  reload"))
        #expect(output.stdout.contains("2026-11-21 12:00    entry 2 of 3 shows"))
        #expect(output.stdout.contains("2 reloads after the first timeline"))
        #expect(!output.stderr.contains("warning"))
    }

    @Test func aReloadEveryFiveMinutesIsOverBudget() {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("timeline", "todo.widget", ["--for", "24h"])
        #expect(output.stdout.contains("288 reloads"), "\(output.stdout.suffix(200))")
        #expect(output.stderr.contains("WidgetKit's budget is about 70"))
    }
}

@Suite struct LimitsCommandTests {
    @Test(arguments: [("endless-loop.widget", "endless-loop.widget:8:"), ("endless-recursion.widget", "endless-recursion.widget:2:")])
    func endlessEvaluationFailsAtItsLocation(_ file: String, _ location: String) {
        let box = Sandbox(fixtures: [file])
        let output = box.widgetry("render", file, ["--plain"], timeout: 20)
        #expect(!output.timedOut)
        #expect(output.status == 1)
        #expect(output.stderr.contains(location), "\(output.stderr)")
        #expect(output.seconds < 5, "took \(output.seconds) s")
    }
}
