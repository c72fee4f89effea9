import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A session whose store file is reset by another process opens the new store, runs
/// the seeds on it, says so with the next render, and writes there.
@Suite struct StoreResetTests {
    @Test func aSessionOpensTheNewStoreAfterAReset() throws {
        let result = WidgetCompiler.compile(SourceFile(path: "counter.widget", text: StoreFileErrorTests.source))
        let program = try #require(result.program)
        let path = PackagePaths.temporaryDirectory("reset").appendingPathComponent("store.sqlite").path
        let session = try WidgetSession(program: program, options: SessionOptions(storePath: path))
        try session.perform(intent: "Bump", arguments: [:])
        #expect(try session.render(widget: "W", family: "systemSmall").result.text.contains("value=8"))

        // What `widgetry store FILE reset` does from another shell.
        for suffix in ["", "-wal", "-shm"] { try FileManager.default.removeItem(atPath: path + suffix) }

        let outcome = try session.render(widget: "W", family: "systemSmall")
        #expect(outcome.result.text.contains("value=7"), "the seed ran on the new store: \(outcome.result.text)")
        #expect(outcome.problems.map(\.message) == [
            "the store at \(path) was reset or replaced by another process; opened the new one (writes go there)",
        ])
        try session.perform(intent: "Bump", arguments: [:])
        let fresh = try WidgetSession(program: program, options: SessionOptions(storePath: path))
        #expect(try fresh.dump().contains("value: 8"))
        #expect(try session.render(widget: "W", family: "systemSmall").problems.isEmpty)
    }
}
