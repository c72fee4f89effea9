import Foundation
import Testing
import WidgetTestSupport

/// The status says what happened: a number key with no button of that
/// number presses nothing, and is not reported as a press.
@Suite(.serialized) struct KeyStatusTests {
    @Test func aKeyWithoutAButtonIsNotReportedAsPressed() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(watch.waitFor { WatchFrames.parse($0).contains { !$0.isPlaceholder && $0.contains("Go to the gym") } },
                "\(watch.output)\(watch.errors)")
        watch.send("9")
        #expect(watch.waitFor { $0.contains("key 9: no such button") }, "\(watch.output)")
        #expect(watch.output.contains("no button 9; the widget has buttons 1…"), "\(watch.output)")
        #expect(!watch.output.contains("button 9 pressed"), "\(watch.output)")
        // A real press still says so.
        watch.send("1")
        #expect(watch.waitFor { $0.contains("button 1 pressed") }, "\(watch.output)")
        watch.send("q")
        #expect(watch.waitForExit() == 0)
    }
}
