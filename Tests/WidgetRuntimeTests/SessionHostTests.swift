import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// What a live host asks of a session: store changes by other processes,
/// cached timelines, the next scheduled update, the data files to watch.
@Suite struct SessionHostTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func session(_ widget: String, store: String, now: Date? = SessionHostTests.now,
                 sources: [String: String] = [:]) throws -> WidgetSession {
        let path = PackagePaths.path("widgets/\(widget)")
        let program = try #require(WidgetCompiler.compile(path: path).program)
        var options = SessionOptions(storePath: store)
        options.now = now
        options.sourceOverrides = sources
        return try WidgetSession(program: program, options: options)
    }

    func temporaryStore() -> String {
        PackagePaths.temporaryDirectory("widgetry-session-host").appendingPathComponent("store.sqlite").path
    }

    @Test func anotherConnectionsCommitChangesTheDataVersion() throws {
        let store = temporaryStore()
        let watcher = try session("todo.widget", store: store)
        _ = try watcher.render(widget: "ToDoWidget", family: "systemSmall")
        let seen = watcher.storeDataVersion
        #expect(watcher.storeDataVersion == seen, "reading does not change it")
        let other = try session("todo.widget", store: store)
        _ = try other.tap(widget: "ToDoWidget", family: "systemSmall", button: 1)
        #expect(watcher.storeDataVersion != seen)
    }

    @Test func aCachedTimelineIsFreshUntilInvalidatedOrTheDataChanges() throws {
        let store = temporaryStore()
        let session = try self.session("todo.widget", store: store)
        #expect(!session.hasFreshTimeline(widget: "ToDoWidget"))
        _ = try session.render(widget: "ToDoWidget", family: "systemSmall")
        #expect(session.hasFreshTimeline(widget: "ToDoWidget"))
        try session.invalidateTimeline(widget: "ToDoWidget")
        #expect(!session.hasFreshTimeline(widget: "ToDoWidget"))
        _ = try session.render(widget: "ToDoWidget", family: "systemSmall")
        #expect(session.hasFreshTimeline(widget: "ToDoWidget"))
        _ = try session.tap(widget: "ToDoWidget", family: "systemSmall", button: 2)
        #expect(!session.hasFreshTimeline(widget: "ToDoWidget"), "an intent changes the data")
    }

    @Test func theNextUpdateIsTheNextEntryOrThePolicy() throws {
        let store = temporaryStore()
        let todo = try session("todo.widget", store: store)
        #expect(todo.nextScheduledUpdate(widget: "ToDoWidget") == nil, "no timeline yet")
        _ = try todo.render(widget: "ToDoWidget", family: "systemSmall")
        // .atEnd with one entry dated now: a new timeline, no sooner than 5 minutes.
        #expect(todo.nextScheduledUpdate(widget: "ToDoWidget")
                == ScheduledUpdate(date: Self.now.addingTimeInterval(TimelineSnapshot.minimumReloadInterval), kind: .policyReload))
    }

    @Test func dataFilesAreTheJSONSourcesRelativeToTheWidget() throws {
        let store = temporaryStore()
        let users = try session("users.widget", store: store)
        #expect(users.dataFiles == [PackagePaths.path("widgets/data/users.json")])
        let overridden = try session("users.widget", store: store, sources: ["users": "/tmp/other.json"])
        #expect(overridden.dataFiles == ["/tmp/other.json"])
        let web = try session("users.widget", store: store, sources: ["users": "http://localhost:3000/users"])
        #expect(web.dataFiles.isEmpty)
        #expect(try session("todo.widget", store: store).dataFiles.isEmpty)
    }
}
