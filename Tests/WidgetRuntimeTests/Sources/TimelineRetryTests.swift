import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// What a host sees when a source fails: renders that keep working, the
/// error, and when to try again.
@Suite struct TimelineRetryTests {
    static let widget = """
    struct Note {
        let text: String
    }
    source note = json("note.json", decode: Note)
    entry NoteEntry {
        let text: String
    }
    provider NoteProvider {
        placeholder { NoteEntry(text: "placeholder") }
        timeline {
            let read = try note.load()
            return Timeline(entries: [NoteEntry(text: read.text)], policy: .after(now + 1.hours))
        }
    }
    widget Notes {
        families: [.systemMedium]
        provider: NoteProvider
        body(entry) { Text(entry.text) }
    }
    """

    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    static func session(_ folder: URL, at seconds: TimeInterval) throws -> WidgetSession? {
        let path = folder.appendingPathComponent("notes.widget").path
        guard let program = WidgetCompiler.compile(SourceFile(path: path, text: widget)).program else { return nil }
        var options = SessionOptions(storePath: folder.appendingPathComponent("store.sqlite").path)
        options.now = start.addingTimeInterval(seconds)
        return try WidgetSession(program: program, options: options)
    }

    @Test(arguments: [(1, 60.0), (2, 120), (3, 240), (6, 1920), (7, 3600), (40, 3600)])
    func theBackOffDoublesUpToAnHour(_ failures: Int, _ delay: TimeInterval) {
        #expect(RetryBackoff.delay(afterFailures: failures) == delay)
    }

    @Test func aHostKeepsRenderingThroughFailuresAndRetriesOnTime() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-retry")
        let noteFile = folder.appendingPathComponent("note.json")

        // No data yet: the placeholder, the error, and when to retry.
        let first = try #require(try Self.session(folder, at: 0)).render(widget: "Notes", family: "systemMedium")
        #expect(first.isPlaceholder)
        #expect(first.problems.map(\.message) == ["no such file: note.json (source 'note'); looked for \(FileManager.default.destinationOfSymbolicLinkSafe(folder.path))/note.json"])
        #expect(first.result.text.contains("⚠ no such file: note.json"))
        #expect(first.retryAt == Self.start.addingTimeInterval(60))

        // Another failure while the back-off runs: nothing is read before the retry.
        let waiting = try #require(try Self.session(folder, at: 30)).render(widget: "Notes", family: "systemMedium")
        #expect(waiting.isPlaceholder && waiting.retryAt == Self.start.addingTimeInterval(60))

        // The file appears: a changed data file ends the back-off, so it is read at once; the error is gone.
        try Data(#"{"text": "hello"}"#.utf8).write(to: noteFile)
        let retried = try #require(try Self.session(folder, at: 31)).render(widget: "Notes", family: "systemMedium")
        #expect(retried.problems.isEmpty && !retried.isPlaceholder && retried.retryAt == nil)
        #expect(retried.result.text.contains("hello"))

        // It breaks again at the next reload: the last good entry stays, marked stale.
        try Data("{".utf8).write(to: noteFile)
        let session = try #require(try Self.session(folder, at: 3_700))
        let stale = try session.render(widget: "Notes", family: "systemMedium")
        #expect(!stale.isPlaceholder)
        #expect(stale.result.text.contains("hello") && stale.result.text.contains("⚠ malformed JSON"))
        let (snapshot, _) = try session.timeline(widget: "Notes")
        #expect(snapshot?.staleError?.hasPrefix("malformed JSON at line 1, column 2") == true)
        #expect(snapshot?.nextReload == Self.start.addingTimeInterval(3_700 + 60), "a host schedules the retry from the snapshot")
        #expect(try session.retryState(widget: "Notes")?.failures == 1)
    }
}

extension FileManager {
    func destinationOfSymbolicLinkSafe(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}
