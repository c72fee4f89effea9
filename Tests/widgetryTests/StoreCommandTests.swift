import Foundation
import Testing
import WidgetTestSupport

/// `widgetry store FILE reset` beside another process, and the messages of a store
/// that cannot be used, as a user sees them.
@Suite(.serialized) struct StoreCommandTests {
    @Test func resetNamesAProcessThatHasTheStoreOpen() throws {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        let probe = try #require(CommandRunner.executable("widgetry-store-probe"))
        let process = Process()
        process.executableURL = probe
        process.arguments = ["hold", box.store]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        #expect(String(decoding: output.fileHandleForReading.readData(ofLength: 6), as: UTF8.self) == "ready\n")

        let reset = box.widgetry("store", "typed-intent.widget", ["reset"])
        #expect(reset.status == 0)
        #expect(reset.stdout == "removed \(box.store)\nprocess \(process.processIdentifier) has the store open; "
                + "it opens the new, empty store on its next use\n", "\(reset.stdout)\(reset.stderr)")
        input.fileHandleForWriting.write(Data("quit\n".utf8))
        process.waitUntilExit()
    }

    @Test func aFileThatIsNotAStoreSaysWhatToDo() throws {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: box.store))
        let output = box.widgetry("render", "typed-intent.widget", ["--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("the store at \(box.store) is not a SQLite database (was it overwritten?); "
                                       + "move it away or run `widgetry store FILE reset`\n"
                                       + "  sqlite: file is not a database (26) in: PRAGMA journal_mode=WAL"), "\(output.stderr)")
        // The advice works.
        #expect(box.widgetry("store", "typed-intent.widget", ["reset"]).status == 0)
        #expect(box.widgetry("render", "typed-intent.widget", ["--plain"]).status == 0)
    }

    @Test func aStoreFolderThatDoesNotExistIsAnError() {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        let missing = box.path("no-such-folder")
        let output = CommandRunner.widgetry(["render", box.path("typed-intent.widget"), "--store", missing + "/store.sqlite", "--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("the folder \(missing) for the store does not exist"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing))
        // Without --store the default .widgetry folder is made.
        let standard = CommandRunner.widgetry(["render", box.path("typed-intent.widget"), "--plain"], environment: ["WIDGETRY_STORE": ""])
        #expect(standard.status == 0, "\(standard.stderr)")
        #expect(FileManager.default.fileExists(atPath: box.path(".widgetry/store.sqlite")))
    }
}
