import Foundation
import Testing
import WidgetTestSupport

/// A full disk costs what cannot be written, never the frame: `render --reload` with
/// the store on a full file system prints the new frame and says it was not cached; a
/// timeline that fails there still shows the last good one; and messages that cannot
/// be written to a full disk are lost without taking the frame (or the process) along.
///
/// The full disk is real: a 1 MiB tmpfs filled to the last byte (`SmallDisk`, which
/// unmounts itself; the tests run as root, here and on CI, and are disabled where
/// mounting is not allowed), and `/dev/full`, the device on which every write fails
/// with "no space left on device".
@Suite(.serialized) struct FullDiskCommandTests {
    /// `widgetry ARGUMENTS --store STORE --plain`, on the running clock: a new timeline is
    /// made at another time than the cached one, so caching it has something to write.
    func run(_ arguments: [String], store: String) -> CommandRunner.Output {
        CommandRunner.widgetry(arguments + ["--store", store, "--plain"])
    }

    func full(_ store: String) -> String {
        "the disk holding the store at \(store) is full; nothing was written. Free some space and try again"
    }

    @Test(.enabled(if: SmallDisk.isAvailable)) func renderReloadOnAFullDiskPrintsTheNewFrame() throws {
        let box = Sandbox(["todo.widget"])
        let disk = try #require(SmallDisk(kibibytes: 1024))
        let store = disk.path("store.sqlite")
        let first = run(["render", box.path("todo.widget")], store: store)
        #expect(first.status == 0, "\(first.stderr)")
        disk.fill()

        let reloaded = run(["render", box.path("todo.widget"), "--reload", "--trace"], store: store)
        #expect(reloaded.status == 1)
        #expect(reloaded.stdout == first.stdout)
        #expect(reloaded.stderr.contains("trace: timeline\n"), "the provider was asked again: \(reloaded.stderr)")
        #expect(reloaded.stderr.contains("widgetry: the new timeline is shown but was not cached: \(full(store))\n"),
                "\(reloaded.stderr)")
    }

    @Test(.enabled(if: SmallDisk.isAvailable)) func aTimelineThatFailsOnAFullDiskShowsTheLastGoodOne() throws {
        let box = Sandbox(fixtures: ["reader.widget"])
        try FileManager.default.createDirectory(atPath: box.path("data"), withIntermediateDirectories: true)
        try Data(#"{"text": "last good note"}"#.utf8).write(to: URL(fileURLWithPath: box.path("data/note.json")))
        let disk = try #require(SmallDisk(kibibytes: 1024))
        let store = disk.path("store.sqlite")
        #expect(run(["render", box.path("reader.widget")], store: store).stdout.contains("last good note"))
        try FileManager.default.removeItem(atPath: box.path("data/note.json"))
        disk.fill()

        // The failure cannot be recorded in the store; the frame is drawn all the same.
        let reloaded = run(["render", box.path("reader.widget"), "--reload"], store: store)
        #expect(reloaded.status == 1)
        #expect(reloaded.stdout.contains("last good note"), "\(reloaded.stdout)")
        #expect(reloaded.stdout.contains("⚠ no such file: data/note.json"), "\(reloaded.stdout)")
        #expect(reloaded.stderr.contains("widgetry: the timeline's failure was not recorded (the provider is asked again "
                                         + "at the next render): \(full(store))\n"), "\(reloaded.stderr)")
        #expect(reloaded.stderr.contains("error: no such file: data/note.json"), "\(reloaded.stderr)")
    }

    @Test func warningsThatCannotBeWrittenDoNotCostTheFrame() throws {
        let box = Sandbox(fixtures: ["reader.widget"])
        let errors = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let widgetry = try #require(CommandRunner.executable("widgetry"))
        // No data file: the render has an error to report, and standard error refuses it.
        let process = Process()
        process.executableURL = widgetry
        process.arguments = ["render", box.path("reader.widget"), "--store", box.store, "--plain"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let frame = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(frame.contains("nothing read") && frame.contains("⚠ no such file: data/note.json"), "\(frame)")
    }
}
