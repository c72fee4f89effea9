import Foundation
import Testing
import WidgetTestSupport

/// HTTP sources end to end: the built binary against a server on 127.0.0.1.
@Suite struct HTTPSourceCommandTests {
    static func posts() -> String {
        (try? String(contentsOfFile: PackagePaths.path("Tests/widgetryTests/Fixtures/posts.json"), encoding: .utf8)) ?? "[]"
    }

    /// A sandbox with feed.widget and a server whose `/posts` answers the recorded posts.
    static func feed() throws -> (Sandbox, TestHTTPServer) {
        let server = try TestHTTPServer(routes: ["/posts": .json(posts())])
        return (Sandbox(fixtures: ["feed.widget"]), server)
    }

    @Test func decodesNestedObjectsWithSnakeCaseKeysAndISODates() throws {
        let (box, server) = try Self.feed()
        let output = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url("/posts"))"])
        #expect(output.status == 0, "\(output.stderr)")
        // display_name → displayName, home_city → homeCity (null → nil), like_count (missing → default),
        // published_at as ISO-8601 (2026-11-19T08:30Z is 2 days before the fixed clock), extra keys ignored.
        #expect(output.stdout.contains("Widgets in the terminal · Ada Lovelace"), "\(output.stdout)")
        #expect(output.stdout.contains("London · swift, widgets · 42 ♥ · 2 d"), "\(output.stdout)")
        #expect(output.stdout.contains("Decoding snake_case · Grace Hopper"))
        // 2026-11-20T17:00Z is 16 hours before the clock: no whole day yet, as Calendar counts.
        #expect(output.stdout.contains("somewhere ·  · 0 ♥ · 0 d"))
        #expect(server.requests == ["/posts"])
    }

    /// Each failure: the error inside the frame, the last good posts still shown, exit status 1.
    @Test(arguments: [
        ("/missing", TestHTTPServer.Route.status(404), "HTTP 404 Not Found"),
        ("/broken", TestHTTPServer.Route.status(500, "oops"), "HTTP 500 Internal Server Error"),
        ("/malformed", TestHTTPServer.Route.json("[{\"id\": 1, \"title\" \"x\"}]"), "malformed JSON at line 1, column 20: expected ':' after the key \"title\""),
        ("/wrong-shape", TestHTTPServer.Route.json(#"[{"id": 1, "title": "a", "author": {"display_name": "A"}, "published_at": "2026-11-20T00:00:00Z", "tags": []}, {"id": 2, "title": "b", "author": {"home_city": "Oslo"}, "published_at": "2026-11-20T00:00:00Z", "tags": []}]"#),
         "[1].author.displayName: expected String"),
        ("/wrong-type", TestHTTPServer.Route.json(#"[{"id": "one", "title": "a", "author": {"display_name": "A"}, "published_at": "2026-11-20T00:00:00Z", "tags": []}]"#),
         "[0].id: expected Int, found string \"one\""),
    ])
    func aFailedReloadKeepsTheLastGoodDataAndShowsItsError(_ path: String, _ route: TestHTTPServer.Route, _ message: String) throws {
        let (box, server) = try Self.feed()
        server[path] = route
        let good = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url("/posts"))"])
        #expect(good.status == 0, "\(good.stderr)")
        let bad = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url(path))"])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("Ada Lovelace"), "the last good data is kept: \(bad.stdout)")
        let warning = Frame.warning(bad.stdout) ?? ""
        #expect(warning.contains(String(message.prefix(36))), "inside the frame: \(bad.stdout)")
        #expect(bad.stderr.contains("feed.widget:32:"), "located at the load: \(bad.stderr)")
        #expect(bad.stderr.contains(message), "\(bad.stderr)")
        #expect(bad.stderr.contains("(source 'posts')"))
        #expect(bad.stderr.contains("note: showing the last good timeline; the timeline is tried again at 2026-11-21T09:01:00Z"))
    }

    @Test func aRefusedConnectionSaysSo() throws {
        let (box, server) = try Self.feed()
        #expect(box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url("/posts"))"]).status == 0)
        let port = TestHTTPServer.closedPort()
        let output = box.run("render", "feed.widget", ["--plain", "--source", "posts=http://127.0.0.1:\(port)/posts"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Ada Lovelace"))
        #expect(Frame.warning(output.stdout)?.contains("connection refused by 127.0.0.1:\(port)") == true, "\(output.stdout)")
    }

    @Test func aServerThatNeverAnswersTimesOutWithinTheConfiguredTime() throws {
        let (box, server) = try Self.feed()
        server["/hang"] = .neverAnswers
        #expect(box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url("/posts"))"]).status == 0)
        let output = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url("/hang"))"], timeout: 30)
        #expect(!output.timedOut)
        #expect(output.status == 1)
        #expect(output.seconds < 5, "the source's timeout is 1 s; took \(output.seconds) s")
        #expect(Frame.warning(output.stdout)?.contains("timed out after 1 s") == true, "\(output.stdout)")
        #expect(output.stdout.contains("Ada Lovelace"))
        server.stop()
    }

    @Test func withNoGoodDataThePlaceholderShowsWithTheError() throws {
        let (box, server) = try Self.feed()
        let output = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(server.url("/nothing-here"))"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("No posts yet"), "the placeholder: \(output.stdout)")
        #expect(Frame.warning(output.stdout)?.contains("HTTP 404 Not Found") == true)
        #expect(output.stderr.contains("note: showing the placeholder"))
    }

    @Test func theRetryWaitsForItsBackOffAndASuccessEndsIt() throws {
        let (box, server) = try Self.feed()
        let url = server.url("/flaky")
        server["/flaky"] = .status(503)
        let first = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(url)"])
        #expect(first.status == 1)
        // Within the back-off the provider is not asked again.
        server["/flaky"] = .json(Self.posts())
        let waiting = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(url)"], now: "2026-11-21T09:00:30Z")
        #expect(waiting.status == 1)
        #expect(server.requests == ["/flaky"])
        let timeline = box.run("timeline", "feed.widget", ["--for", "2h", "--source", "posts=\(url)"], now: "2026-11-21T09:00:30Z")
        #expect(timeline.stdout.contains("09:00  last reload failed (1 in a row): HTTP 503"), "\(timeline.stdout)")
        #expect(timeline.stdout.contains("09:00    waiting to retry at 2026-11-21 09:01"), "\(timeline.stdout)")
        #expect(timeline.stdout.contains("09:01  reload — retry after a failure (back-off 1 min)"), "\(timeline.stdout)")
        // After it, the retry succeeds and the error is gone.
        let retried = box.run("render", "feed.widget", ["--plain", "--source", "posts=\(url)"], now: "2026-11-21T09:01:00Z")
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(Frame.warning(retried.stdout) == nil)
        #expect(retried.stdout.contains("Ada Lovelace"))
    }

    @Test func theTimelineCommandShowsTheBackOff() throws {
        let (box, server) = try Self.feed()
        let output = box.run("timeline", "feed.widget", ["--for", "3h", "--source", "posts=\(server.url("/down"))"])
        #expect(output.status == 1)
        let lines = output.stdout.components(separatedBy: "\n")
        let retries = lines.filter { $0.contains("reload — retry after") }
        #expect(retries.count == 7, "\(output.stdout)")
        for delay in ["1 min", "2 min", "4 min", "8 min", "16 min", "32 min", "1 h"] {
            #expect(output.stdout.contains("    retry in \(delay)"), "\(delay): \(output.stdout)")
        }
        #expect(output.stdout.contains("2026-11-21 10:03  reload — retry after 6 failures in a row (back-off 32 min)"))
        // The simulation fetched the source once: later reloads get the same answer.
        #expect(server.requests == ["/down"])
    }
}
