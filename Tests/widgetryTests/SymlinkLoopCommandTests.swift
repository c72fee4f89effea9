import Foundation
import Testing
import WidgetTestSupport

/// A symbolic link loop where a widget file, a folder or a store is named is
/// reported as a loop ("too many levels of symbolic links"), never as a file
/// that does not exist: the file is there, the link is what needs fixing.
@Suite struct SymlinkLoopCommandTests {
    static let loop = "too many levels of symbolic links (a symbolic link loop)"

    /// A sandbox with todo.widget and two links that point at each other:
    /// `loop.widget` → `other.widget` → `loop.widget`.
    func sandbox() throws -> Sandbox {
        let box = Sandbox(["todo.widget"])
        try FileManager.default.createSymbolicLink(atPath: box.path("loop.widget"), withDestinationPath: "other.widget")
        try FileManager.default.createSymbolicLink(atPath: box.path("other.widget"), withDestinationPath: "loop.widget")
        return box
    }

    @Test func aWidgetFileThatIsALoopIsReportedAsOne() throws {
        let box = try sandbox()
        let file = box.path("loop.widget")
        for command in ["render", "perform", "tap", "timeline", "configure"] {
            let arguments = command == "perform" ? [command, file, "Toggle"] : command == "tap" ? [command, file, "1"] : [command, file]
            let output = CommandRunner.widgetry(arguments)
            #expect(output.status == 2, "\(command): \(output.stderr)")
            #expect(output.stderr == "widgetry: \(command) \(file): \(Self.loop)\n", "\(command): \(output.stderr)")
        }
        let store = CommandRunner.widgetry(["store", file, "dump"])
        #expect(store.status == 2)
        #expect(store.stderr == "widgetry: store \(file): \(Self.loop)\n", "\(store.stderr)")

        let check = CommandRunner.widgetry(["check", file])
        #expect(check.status == 1)
        #expect(check.stderr == "\(file): error: cannot open \(file): \(Self.loop)\n", "\(check.stderr)")
        let fmt = CommandRunner.widgetry(["fmt", file])
        #expect(fmt.stderr == "widgetry: cannot open \(file): \(Self.loop)\n", "\(fmt.stderr)")
        let test = CommandRunner.widgetry(["test", file])
        #expect(test.status == 1)
        #expect(test.stderr == "widgetry: cannot open \(file): \(Self.loop)\n", "\(test.stderr)")
        let watch = CommandRunner.widgetry(["watch", file], timeout: 20)
        #expect(watch.status == 1 && !watch.timedOut)
        #expect(watch.stderr == "widgetry: cannot open \(file): \(Self.loop)\n", "\(watch.stderr)")
    }

    @Test func aFolderThatIsALoopIsReportedAsOne() throws {
        let box = try sandbox()
        let folder = box.path("loop")
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: "loop")
        let run = CommandRunner.widgetry(["run", folder], timeout: 20)
        #expect(run.status == 2 && !run.timedOut)
        #expect(run.stderr.hasPrefix("widgetry: run \(folder): \(Self.loop)\n"), "\(run.stderr)")
        // A loop among the files of a folder is named with its own path.
        let inside = "cannot open \(box.path("loop.widget")): \(Self.loop)"
        let fmt = CommandRunner.widgetry(["fmt", "--check", box.folder.path])
        #expect(fmt.status == 1)
        #expect(fmt.stderr.contains("widgetry: \(inside)\n"), "\(fmt.stderr)")
        let test = CommandRunner.widgetry(["test", box.folder.path])
        #expect(test.status == 1)
        #expect(test.stdout.contains(inside), "\(test.stdout)")
    }

    @Test func aStorePathThatIsALoopIsReportedAsOne() throws {
        let box = try sandbox()
        let widget = box.path("todo.widget")
        // --store naming a loop.
        let store = box.path("loop.sqlite")
        try FileManager.default.createSymbolicLink(atPath: store, withDestinationPath: "loop.sqlite")
        let expected = "widgetry: cannot open the store at \(store): \(Self.loop); fix the link or choose another --store path\n"
        let render = CommandRunner.widgetry(["render", widget, "--plain", "--store", store])
        #expect(render.status == 1)
        #expect(render.stderr == expected, "\(render.stderr)")
        let dump = CommandRunner.widgetry(["store", widget, "dump", "--store", store])
        #expect(dump.status == 1)
        #expect(dump.stderr == expected, "\(dump.stderr)")
        let reset = CommandRunner.widgetry(["store", widget, "reset", "--store", store])
        #expect(reset.status == 1)
        #expect(reset.stderr.contains("cannot open the store at \(store): \(Self.loop)"), "\(reset.stderr)")
        #expect(reset.stdout.isEmpty, "a loop is not reported as removed: \(reset.stdout)")

        // The default folder `.widgetry` as a loop: the store inside it cannot be reached.
        try FileManager.default.createSymbolicLink(atPath: box.path(".widgetry"), withDestinationPath: ".widgetry")
        let standard = CommandRunner.widgetry(["render", widget, "--plain"], environment: ["WIDGETRY_STORE": ""])
        #expect(standard.status == 1)
        #expect(standard.stderr.contains("cannot open the store at \(box.path(".widgetry/store.sqlite")): \(Self.loop)"),
                "\(standard.stderr)")
    }
}
