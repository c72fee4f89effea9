import Foundation
import Testing
import WidgetTestSupport

/// A RepoWatcher as Swift writes it — URLSession, HTTPURLResponse, JSONDecoder with
/// strategies, Logger — rendered by the built binary against a server on 127.0.0.1.
@Suite struct FoundationIOCommandTests {
    static func widget(_ url: String) -> String {
        """
        struct Owner { var login: String }
        struct Repository { var name: String; var openIssues: Int; var owner: Owner; var pushedAt: Date }
        entry RepoEntry { var repo: Repository?; var problem: String }
        provider Provider {
            placeholder { RepoEntry(repo: nil, problem: "") }
            timeline {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                decoder.dateDecodingStrategy = .iso8601
                let logger = Logger(subsystem: "com.example.repowatcher", category: "network")
                do {
                    let (data, response) = try await URLSession.shared.data(from: URL(string: "\(url)")!)
                    guard let http = response as? HTTPURLResponse, http.statusCode == 200 else { throw URLError(.badServerResponse) }
                    let repo = try decoder.decode(Repository.self, from: data)
                    logger.info("loaded \\(repo.name, privacy: .public) · \\(repo.owner.login)")
                    return Timeline(entries: [RepoEntry(repo: repo, problem: "")], policy: .never)
                } catch {
                    logger.error("\\(error.localizedDescription)")
                    return Timeline(entries: [RepoEntry(repo: nil, problem: error.localizedDescription)], policy: .never)
                }
            }
        }
        widget RepoWatcher {
            families: [.systemMedium]
            provider: Provider
            body(entry) {
                VStack {
                    if let repo = entry.repo {
                        Text(repo.name)
                        Text("\\(repo.openIssues) issues · \\(repo.owner.login)")
                    } else {
                        Text(entry.problem)
                    }
                }
            }
        }
        """
    }

    static let repository = #"{"name": "widgetry", "open_issues": 3, "owner": {"login": "ana"}, "pushed_at": "2025-01-30T15:22:31Z"}"#

    @Test func aRepositoryIsFetchedDecodedAndDrawn() throws {
        let server = try TestHTTPServer(routes: ["/repo": .json(Self.repository)])
        let box = Sandbox()
        try Self.widget(server.url("/repo")).write(toFile: box.path("repo.widget"), atomically: true, encoding: .utf8)
        let output = box.widgetry("render", "repo.widget", ["--plain", "--allow-net", "127.0.0.1", "--trace"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("widgetry"), "\(output.stdout)")
        #expect(output.stdout.contains("3 issues · ana"), "\(output.stdout)")
        #expect(output.stderr.contains("trace: URLSession.data: GET \(server.url("/repo"))"), "\(output.stderr)")
        #expect(output.stderr.contains("trace: info [network]: loaded widgetry · <private>"), "\(output.stderr)")
    }

    @Test func aFailedStatusIsThrownCaughtAndDrawn() throws {
        let server = try TestHTTPServer(routes: [:])
        let box = Sandbox()
        try Self.widget(server.url("/gone")).write(toFile: box.path("repo.widget"), atomically: true, encoding: .utf8)
        let output = box.widgetry("render", "repo.widget", ["--plain", "--allow-net", "127.0.0.1"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("URLError(.badServerResponse)"), "\(output.stdout)")
    }

    @Test func withoutThePermissionTheCallIsRefusedWithWhatToAdd() throws {
        // The widget's own error path draws no connection, as offline; the refusal is a warning that says what to add.
        let server = try TestHTTPServer(routes: ["/repo": .json(Self.repository)])
        let box = Sandbox()
        try Self.widget(server.url("/repo")).write(toFile: box.path("repo.widget"), atomically: true, encoding: .utf8)
        let output = box.widgetry("render", "repo.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("repo.widget:12:46: warning: network access to 127.0.0.1 is not permitted (URLSession.data); "
                                       + "declare permissions { network: [\"127.0.0.1\"] } in the widget, or pass --allow-net 127.0.0.1"), "\(output.stderr)")
        #expect(!output.stderr.contains("error:"), "\(output.stderr)")
        #expect(output.stdout.contains("URLError(.notConnectedToInternet)"), "\(output.stdout)")
        #expect(server.requests.isEmpty)
        // Not caught: the timeline fails with the same refusal, said once.
        try Self.widget(server.url("/repo")).replacingOccurrences(of: "} catch {", with: "} catch let error as DecodingError {")
            .write(toFile: box.path("repo.widget"), atomically: true, encoding: .utf8)
        let uncaught = box.widgetry("render", "repo.widget", ["--plain"])
        #expect(uncaught.status == 1)
        #expect(uncaught.stderr.contains("repo.widget:12:46: error: URLError(.notConnectedToInternet): network access to 127.0.0.1 is not permitted"), "\(uncaught.stderr)")
        #expect(!uncaught.stderr.contains("warning:"), "\(uncaught.stderr)")
    }

    @Test func uiColorsAreDrawnAsSwiftUIColours() throws {
        let box = Sandbox()
        try """
            entry E { var v: String }
            provider P {
                placeholder { E(v: "") }
                timeline { return Timeline(entries: [E(v: "hi")], policy: .never) }
            }
            widget W {
                families: [.systemSmall]
                provider: P
                body(entry) {
                    VStack {
                        Text(entry.v).foregroundStyle(Color(uiColor: .systemRed))
                        Text("x").foregroundStyle(Color(uiColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)))
                    }
                }
            }
            """.write(toFile: box.path("colors.widget"), atomically: true, encoding: .utf8)
        let output = box.widgetry("render", "colors.widget", ["--color"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\u{1B}[0;31mhi\u{1B}[0m"), "\(output.stdout)")
        #expect(output.stdout.contains("\u{1B}[0;92mx\u{1B}[0m"), "\(output.stdout)")
        try "entry E { var v: String }\nlet c = Color(uiColor: .systemBlu)\n".write(toFile: box.path("bad.widget"), atomically: true, encoding: .utf8)
        let bad = CommandRunner.widgetry(["check", box.path("bad.widget")])
        #expect(bad.stderr.contains("bad.widget:2:24: error: 'UIColor' has no member '.systemBlu'; did you mean '.systemBlue'?"), "\(bad.stderr)")
    }
}
