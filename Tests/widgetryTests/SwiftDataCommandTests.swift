import Foundation
import Testing
import WidgetTestSupport

/// SwiftData written as Swift, through the built `widgetry` on a real store.
@Suite struct SwiftDataCommandTests {
    @Test func aPerformThroughAFetchDescriptorChangesWhatQueriesShow() {
        let box = Sandbox(fixtures: ["swiftdata-tasks.widget"])
        let check = CommandRunner.widgetry(["check", box.path("swiftdata-tasks.widget")])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let first = box.widgetry("render", "swiftdata-tasks.widget", ["--plain"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("3 open"), "\(first.stdout)")
        let order = ["○ Buy milk", "○ Water plants", "○ Call mum"].compactMap { first.stdout.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "sorted by order: \(first.stdout)")

        let done = box.widgetry("perform", "swiftdata-tasks.widget", ["CompleteTask", "title=Buy milk", "--plain"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stdout.contains("2 open") && !done.stdout.contains("○ Buy milk") && done.stdout.contains("○ Call mum"), "\(done.stdout)")
        let dump = box.dump("swiftdata-tasks.widget")
        #expect(dump.contains("isDone: true"), "\(dump)")

        let missing = box.widgetry("perform", "swiftdata-tasks.widget", ["CompleteTask", "title=Sleep", "--plain"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("swiftdata-tasks.widget:28:") && missing.stderr.contains("no task 'Sleep'"), "\(missing.stderr)")
        #expect(box.dump("swiftdata-tasks.widget") == dump, "nothing changed")
    }
}
