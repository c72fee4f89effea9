import Foundation
import Testing
import WidgetTestSupport

/// A widget whose timeline grows a value without end fails at its line under
/// the memory budget; the host keeps running and drawing the other widgets.
@Suite(.serialized) struct GrowingWidgetTests {
    static let budgetError = "growing.widget:11:20: error: evaluation used more than its memory budget (256 MB); is a value growing without end here?"

    @Test func runKeepsDrawingTheOtherWidgetsAndTheFixedFile() throws {
        let box = HostSandbox(["todo.widget"], fixtures: ["growing.widget"])
        let run = try LiveProcess("widgetry", ["run", box.folder.path, "--store", box.store])
        defer { _ = run.stop() }
        let failed = run.waitFor { output in
            let frames = WatchFrames.parse(output)
            return frames.contains { $0.header.contains("todo.widget · ToDoWidget") && $0.contains("Go to the gym") }
                && frames.contains { $0.header.contains("growing.widget · GrowWidget") && $0.contains(Self.budgetError) }
        }
        #expect(failed, "\(run.output)\(run.errors)")
        #expect(run.isRunning, "\(run.errors)")

        // The file fixed: the same host draws it.
        let seen = WatchFrames.parse(run.output).count
        box.overwrite("growing.widget", with: box.fixture("growing.widget").replacingOccurrences(of: "while true", with: "while text.count < 8"))
        #expect(run.waitFor { WatchFrames.parse($0).dropFirst(seen).contains { $0.header.contains("GrowWidget") && $0.contains("Size 8") } },
                "\(run.output)\(run.errors)")
        #expect(run.isRunning, "\(run.errors)")
    }

    @Test func watchShowsTheErrorUnderTheLastGoodFrame() throws {
        let box = HostSandbox([], fixtures: ["growing.widget"])
        let fixed = box.fixture("growing.widget").replacingOccurrences(of: "while true", with: "while text.count < 4")
        box.overwrite("growing.widget", with: fixed)
        let watch = try box.watch("growing.widget")
        defer { _ = watch.stop() }
        #expect(watch.waitFor { WatchFrames.parse($0).contains { $0.contains("Size 4") } }, "\(watch.output)\(watch.errors)")

        let seen = WatchFrames.parse(watch.output).count
        box.overwrite("growing.widget", with: box.fixture("growing.widget"))
        let failed = watch.waitFor { output in
            WatchFrames.parse(output).dropFirst(seen).contains { $0.contains(Self.budgetError) && $0.contains("Size 4") }
        }
        #expect(failed, "\(watch.output)\(watch.errors)")
        #expect(watch.isRunning, "\(watch.errors)")
    }
}
