import Foundation
import Testing
import WidgetTestSupport

/// Seeds 003 and 004 with their data: a local JSON file, a web service, a
/// recorded GitHub response — all served on 127.0.0.1.
@Suite struct SeedSourceCommandTests {
    static func usersJSON() -> String {
        (try? String(contentsOfFile: PackagePaths.path("widgets/data/users.json"), encoding: .utf8)) ?? "[]"
    }

    @Test(arguments: ["systemMedium", "systemLarge"])
    func usersRendersTheSameListFromTheFileAndFromTheWebService(_ family: String) throws {
        let server = try TestHTTPServer(routes: ["/users": .json(Self.usersJSON())])
        let local = Sandbox(["users.widget"])
        local.copy("widgets/data", to: "data")
        let fromFile = local.run("render", "users.widget", ["--plain", "--family", family])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        for name in ["Leanne Graham", "Bret", "Sincere@april.biz", "Ervin Howell"] { #expect(fromFile.stdout.contains(name)) }

        // The seed's "switch with one line", from the command line: no data folder at all.
        let remote = Sandbox(["users.widget"])
        let fromServer = remote.run("render", "users.widget", ["--plain", "--family", family,
                                                              "--source", "users=\(server.url("/users"))", "--allow-net", "127.0.0.1"])
        #expect(fromServer.status == 0, "\(fromServer.stderr)")
        #expect(fromServer.stdout == fromFile.stdout)
        #expect(server.requests == ["/users"])
    }

    @Test func usersReportsTheSeedsErrors() throws {
        let server = try TestHTTPServer()
        let box = Sandbox(["users.widget"])
        // LocalService: "Resource not found".
        let missing = box.run("render", "users.widget", ["--plain"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("error: no such file: data/users.json (source 'users')"), "\(missing.stderr)")
        // WebService: NetworkError.invalidUrl and .invalidServerResponse.
        let invalid = box.run("render", "users.widget", ["--plain", "--source", "users=http://exa mple.com/users"])
        #expect(invalid.stderr.contains("invalid URL 'http://exa mple.com/users' (source 'users')"), "\(invalid.stderr)")
        let status = box.run("render", "users.widget", ["--plain", "--source", "users=\(server.url("/users"))", "--allow-net", "127.0.0.1"])
        #expect(status.stderr.contains("HTTP 404 Not Found from \(server.url("/users")) (source 'users')"), "\(status.stderr)")
        #expect(Frame.warning(status.stdout)?.contains("HTTP 404 Not Found") == true)
    }

    /// The recorded response of GET /repos/google/GoogleSignIn-iOS, its avatar link pointed at the test server.
    static func repository(_ server: TestHTTPServer) -> String {
        let recorded = (try? String(contentsOfFile: PackagePaths.path("Tests/widgetryTests/Fixtures/github-repo.json"), encoding: .utf8)) ?? ""
        return recorded.replacingOccurrences(of: "https://avatars.githubusercontent.com", with: server.url(""))
    }

    /// The served avatar: a 48×48 PNG (scripts/make-test-images.py).
    static let png: [UInt8] = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("Tests/widgetryTests/Fixtures/images/avatar.png"))))) ?? []

    static func repoWatcher(now: String, color: Bool = false) throws -> (CommandRunner.Output, TestHTTPServer) {
        let server = try TestHTTPServer()
        server["/repos/google/GoogleSignIn-iOS"] = .json(repository(server))
        server["/u/1342004?v=4"] = TestHTTPServer.Route(body: png, contentType: "image/png")
        let box = Sandbox(["repowatcher.widget"])
        let output = box.run("render", "repowatcher.widget",
                             [color ? "--color" : "--plain", "--source", "repo=\(server.url("/repos/google/GoogleSignIn-iOS"))",
                              "--allow-net", "127.0.0.1"], now: now, environment: ["TERM": "xterm", "COLORTERM": ""])
        return (output, server)
    }

    @Test func repoWatcherRendersTheRecordedRepository() throws {
        let (output, server) = try Self.repoWatcher(now: "2024-12-04T09:00:00Z")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(server.requests == ["/repos/google/GoogleSignIn-iOS", "/u/1342004?v=4"])
        let golden = PackagePaths.path("Tests/widgetryTests/Fixtures/repowatcher.recorded.txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
        // name, watchers, forks, open issues; the avatar drawn as an image
        for text in ["GoogleSignIn-iOS", "★ 517", "⑂ 342", "⚠ 48", "days ago", "░░░░░░"] {
            #expect(output.stdout.contains(text), "\(text): \(output.stdout)")
        }
    }

    /// Whole days since the push on 2024-11-20T17:41:03Z, as Calendar counts them (not midnights
    /// crossed), as big numerals: green up to 50, pink above.
    @Test(arguments: [("2024-12-04T09:00:00Z", "13", "32"), ("2025-01-10T08:00:00Z", "50", "32"),
                      ("2025-01-10T18:00:00Z", "51", "95"), ("2025-03-01T09:00:00Z", "100", "95")])
    func repoWatcherColoursTheDaysSinceThePush(_ now: String, _ days: String, _ colour: String) throws {
        let (json, _) = try Self.repoWatcherJSON(now: now)
        #expect(json.contains("\"detail\" : \"\(days)\""), "\(days) days")
        let (output, _) = try Self.repoWatcher(now: now, color: true)
        #expect(output.status == 0, "\(output.stderr)")
        let numerals = output.stdout.components(separatedBy: "\n").dropFirst(3).first ?? ""
        #expect(numerals.contains("\u{1B}[0;1;\(colour);"), "SGR \(colour) on the numerals: \(numerals.debugDescription)")
        #expect(!numerals.contains(colour == "95" ? ";32;" : ";95;"))
    }

    static func repoWatcherJSON(now: String) throws -> (String, TestHTTPServer) {
        let server = try TestHTTPServer()
        server["/repo"] = .json(repository(server))
        let box = Sandbox(["repowatcher.widget"])
        let output = box.run("render", "repowatcher.widget", ["--json", "--source", "repo=\(server.url("/repo"))", "--allow-net", "127.0.0.1"], now: now)
        return (output.stdout, server)
    }
}
