import Foundation
import Testing
import WidgetTestSupport

/// `widgetry run DIR`: every widget of a folder, each on its own schedule.
@Suite(.serialized) struct RunCommandTests {
    @Test func everyWidgetOfTheFolderAndErrorsStayInTheirPlace() throws {
        let box = HostSandbox(["todo.widget"], fixtures: ["ticking.widget", "broken.widget"])
        let run = try LiveProcess("widgetry", ["run", box.folder.path, "--store", box.store])
        let ready = run.waitFor { output in
            let frames = WatchFrames.parse(output)
            return frames.contains { $0.header.contains("todo.widget · ToDoWidget") && $0.contains("Go to the gym") }
                && frames.contains { $0.header.contains("ticking.widget · TickWidget") && $0.contains("First entry") }
                && frames.contains { $0.header.contains("broken.widget") && $0.hasErrors }
        }
        #expect(ready, "\(run.output)\(run.errors)")
        let broken = WatchFrames.parse(run.output).first { $0.header.contains("broken.widget") }
        #expect(broken?.contains("broken.widget:7:15: error:") == true, "\(broken?.body ?? "")")
        let todoWithErrors = WatchFrames.parse(run.output).filter { $0.header.contains("todo.widget") && $0.hasErrors }
        #expect(todoWithErrors.isEmpty, "\(todoWithErrors.map { $0.header + "\n" + $0.body }.joined(separator: "\n"))")

        // Each widget keeps its own schedule: the ticking one moves on by itself.
        #expect(run.waitFor { WatchFrames.parse($0).contains { $0.header.contains("next timeline entry") && $0.contains("Second entry") } },
                "\(run.output)")

        // Files added to the folder appear, removed ones disappear.
        var seen = WatchFrames.parse(run.output).count
        box.copy(PackagePaths.path("Tests/WidgetHostTests/Fixtures/slow.widget"), as: "slow.widget")
        #expect(run.waitFor { WatchFrames.parse($0).dropFirst(seen).contains { $0.header.contains("slow.widget") && $0.contains("Loaded") } },
                "\(run.output)")
        seen = WatchFrames.parse(run.output).count
        try FileManager.default.removeItem(atPath: box.path("ticking.widget"))
        #expect(run.waitFor { WatchFrames.parse($0).dropFirst(seen).contains { $0.header.contains("file removed · ticking.widget") } },
                "\(run.output)")
    }

    @Test func aFolderIsNotAFile() {
        let output = CommandRunner.widgetry(["run", PackagePaths.path("widgets/todo.widget")])
        #expect(output.status == 2)
        #expect(output.stderr.contains("is not a folder"))
    }
}
