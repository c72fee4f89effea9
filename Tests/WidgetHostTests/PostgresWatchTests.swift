import Foundation
import Testing
import WidgetTestSupport

/// `widgetry watch --store postgresql://…`: a change committed by another process
/// reaches the watcher through LISTEN/NOTIFY; a server outage fails an intent
/// clearly and the watcher carries on once the server is back.
@Suite(.serialized, .timeLimit(.minutes(3))) struct PostgresWatchTests {
    @Test func anotherProcessChangingAPostgreSQLStoreDrawsANewFrameAndAnOutageIsSurvived() throws {
        let server = try PostgresServer()
        let url = server.storeURL(schema: "watch")
        let box = HostSandbox(["todo.widget"])
        let watch = try LiveProcess("widgetry", ["watch", box.path("todo.widget"), "--plain", "--store", url])
        defer { watch.stop() }
        #expect(watch.waitFor { WatchFrames.parse($0).contains { !$0.isPlaceholder && $0.contains("Go to the gym") } },
                "\(watch.output)\(watch.errors)")
        var seen = WatchFrames.parse(watch.output).count
        let tap = CommandRunner.widgetry(["tap", box.path("todo.widget"), "1", "--plain", "--store", url])
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(frame(after: seen, in: watch) { $0.contains("● Go to the gym") }?.header.contains("store changed") == true,
                "\(watch.output)")

        seen = WatchFrames.parse(watch.output).count
        try server.stop()
        // The watcher notices (its store poll), keeps the last frame and says why.
        let down = frame(after: seen, in: watch) { $0.body.contains("cannot reach the PostgreSQL server") }
        #expect(down?.contains("● Go to the gym") == true, "\(watch.output)")
        let during = CommandRunner.widgetry(["tap", box.path("todo.widget"), "2", "--plain", "--store", url])
        #expect(during.status != 0)
        #expect(during.stderr.contains("cannot reach the PostgreSQL server of the store \(url)"), "\(during.stderr)")
        #expect(during.stderr.contains("nothing was written"), "\(during.stderr)")
        try server.start()
        seen = WatchFrames.parse(watch.output).count
        let after = CommandRunner.widgetry(["tap", box.path("todo.widget"), "2", "--plain", "--store", url])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(frame(after: seen, in: watch) { $0.contains("● Join the meeting") } != nil, "\(watch.output)\(watch.errors)")
        // Only the tap after the outage was applied.
        let dump = CommandRunner.widgetry(["store", box.path("todo.widget"), "dump", "--store", url]).stdout
        #expect(dump.contains("Join the meeting"), "\(dump)")
    }

    private func frame(after count: Int, in watch: LiveProcess, _ matches: @escaping (WatchFrame) -> Bool) -> WatchFrame? {
        var found: WatchFrame?
        watch.waitFor { output in
            found = WatchFrames.parse(output).dropFirst(count).first(where: matches)
            return found != nil
        }
        return found
    }
}
