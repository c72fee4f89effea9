import Foundation
import Testing
import WidgetTestSupport

/// `widgetry test`: preview snapshots and test blocks, on the built binary.
@Suite struct TestCommandTests {
    /// The last line of the output, which must be `N passed, N failed`.
    func summary(_ output: CommandRunner.Output) -> (passed: Int, failed: Int)? {
        guard let last = output.stdout.split(separator: "\n").last else { return nil }
        let words = last.split(separator: " ")
        guard words.count == 4, words[1] == "passed,", words[3] == "failed", let p = Int(words[0]), let f = Int(words[2]) else { return nil }
        return (p, f)
    }

    /// A folder with copies of widget files and their snapshots.
    func folder(_ widgets: [String]) throws -> URL {
        let folder = PackagePaths.temporaryDirectory("widgetry-test-cmd")
        let snapshots = folder.appendingPathComponent("__snapshots__")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        for widget in widgets {
            try FileManager.default.copyItem(atPath: PackagePaths.path("widgets/\(widget).widget"),
                                             toPath: folder.appendingPathComponent("\(widget).widget").path)
            for file in PackagePaths.files(in: "widgets/__snapshots__", withExtension: "txt")
            where URL(fileURLWithPath: file).lastPathComponent.hasPrefix(widget + ".") {
                try FileManager.default.copyItem(atPath: file, toPath: snapshots.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path)
            }
        }
        return folder
    }

    @Test func everyWidgetInWidgetsPasses() throws {
        let output = CommandRunner.widgetry(["test", PackagePaths.path("widgets")])
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        let counts = try #require(summary(output), "last line: \(output.stdout.suffix(200))")
        #expect(counts.failed == 0)
        #expect(counts.passed >= 24)
        for name in ["todo", "team", "gallery", "users", "repowatcher"] {
            #expect(output.stdout.contains("\(name).widget\n  ok      preview"), "\(name) has previews")
        }
        // Each intent of the interactive seeds is covered by a test block.
        for intent in ["CompleteToDo", "AddSample", "DeleteUser", "LikeImage"] {
            let covered = ["todo", "team", "gallery"].contains { name in
                let text = (try? String(contentsOfFile: PackagePaths.path("widgets/\(name).widget"), encoding: .utf8)) ?? ""
                return text.components(separatedBy: "\ntest \"").dropFirst().contains { $0.contains("perform(\(intent)(") }
            }
            #expect(covered, "no test performs \(intent)")
        }
    }

    @Test func aChangedViewFailsWithADiffUntilRecorded() throws {
        let folder = try folder(["todo"])
        let path = folder.appendingPathComponent("todo.widget").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(\"ToDo Items\")", with: "Text(\"My Tasks\")").write(toFile: path, atomically: true, encoding: .utf8)

        let failing = CommandRunner.widgetry(["test"], directory: folder)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("FAIL    preview ToDoWidget .systemSmall #1"))
        #expect(failing.stdout.contains("differs from __snapshots__/todo.systemSmall.1.txt (- snapshot, + now):"))
        #expect(failing.stdout.contains("-│     ToDo Items     │"))
        #expect(failing.stdout.contains("+│      My Tasks      │"))
        #expect(failing.stdout.contains("run 'widgetry test --record' to accept the new look"))
        let failed = try #require(summary(failing))
        #expect(failed.failed == 3, "the two small previews and the large one")

        let recording = CommandRunner.widgetry(["test", "--record"], directory: folder)
        #expect(recording.status == 0, "\(recording.stdout)")
        #expect(recording.stdout.contains("3 snapshots recorded"))
        let passing = CommandRunner.widgetry(["test"], directory: folder)
        #expect(passing.status == 0, "\(passing.stdout)")
        #expect(summary(passing)?.failed == 0)
        let snapshot = try String(contentsOf: folder.appendingPathComponent("__snapshots__/todo.systemSmall.1.txt"), encoding: .utf8)
        #expect(snapshot.contains("My Tasks"))
    }

    @Test func missingAndStaleSnapshots() throws {
        let folder = try folder(["gallery"])
        let snapshots = folder.appendingPathComponent("__snapshots__")
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent("gallery.systemSmall.2.txt"))
        try "old\n".write(to: snapshots.appendingPathComponent("gallery.systemLarge.1.txt"), atomically: true, encoding: .utf8)
        let output = CommandRunner.widgetry(["test", "gallery.widget"], directory: folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("no snapshot __snapshots__/gallery.systemSmall.2.txt; run 'widgetry test --record' to create it"))
        #expect(output.stdout.contains("note: snapshot gallery.systemLarge.1.txt belongs to no preview entry"))
        #expect(summary(output)?.failed == 1)
        let recorded = CommandRunner.widgetry(["test", "gallery.widget", "--record"], directory: folder)
        #expect(recorded.status == 0)
        #expect(recorded.stdout.contains("deleted stale snapshot gallery.systemLarge.1.txt"))
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("gallery.systemLarge.1.txt").path))
    }

    @Test func failingTestBlocksAndBrokenFilesAreReported() throws {
        let folder = try folder(["todo"])
        let path = folder.appendingPathComponent("todo.widget").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text += "\ntest \"wrong on purpose\" {\n    expect(ToDo.count == 4, \"four tasks\")\n}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try "model {\n".write(to: folder.appendingPathComponent("broken.widget"), atomically: true, encoding: .utf8)

        let output = CommandRunner.widgetry(["test", "."], directory: folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("broken.widget\n  FAIL    check: 1 error"))
        #expect(output.stdout.contains("FAIL    test \"wrong on purpose\""))
        #expect(output.stdout.contains("todo.widget:"))
        #expect(output.stdout.contains("error: expectation failed: ToDo.count == 4 — four tasks"))
        #expect(output.stdout.contains("left: 3"))
        #expect(output.stdout.contains("right: 4"))
        #expect(summary(output)?.failed == 2)
    }

    @Test func usage() {
        #expect(CommandRunner.widgetry(["test", "--bogus"]).status == 2)
        #expect(CommandRunner.widgetry(["test", "--now", "yesterday"]).status == 2)
        let missing = CommandRunner.widgetry(["test", "/nonexistent/folder"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such file or folder: /nonexistent/folder"))
        let empty = CommandRunner.widgetry(["test"], directory: PackagePaths.temporaryDirectory("widgetry-empty"))
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no widget files in the current folder"))
        let help = CommandRunner.widgetry(["test", "--help"])
        #expect(help.status == 0 && help.stdout.contains("usage: widgetry test [PATH...] [--record]"))
    }
}
