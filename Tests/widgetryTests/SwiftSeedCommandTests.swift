import Foundation
import Testing
import WidgetTestSupport

/// Seeds 000 and 002 written in Swift as their documents show them
/// (`widgets/swift/`), run by the command line: their renders, taps and
/// call order match the `.widget` versions.
@Suite struct SwiftSeedCommandTests {
    /// A sandbox holding a copy of `widgets/swift/NAME`.
    static func sandbox(_ name: String) -> Sandbox {
        let box = Sandbox()
        try? FileManager.default.copyItem(atPath: PackagePaths.path("widgets/swift/\(name)"), toPath: box.path(name))
        return box
    }

    static func traces(_ stderr: String) -> [String] {
        stderr.components(separatedBy: "\n").filter { $0.hasPrefix("trace: ") }.map { String($0.dropFirst(7)) }
    }

    /// The `.widget` seed names its tasks in English; the Swift seed keeps the document's Turkish.
    static func sameLayout(_ text: String) -> String {
        var text = text
        for name in ["Go to the gym", "Join the meeting", "Walk the dog", "Spor Gidiceksin", "Toplantiya Katil", "Kopegi Yuruyuse Cikar", "Kopegi Yuruyuse…"] {
            text = text.replacingOccurrences(of: name, with: "TASK")
        }
        return text.components(separatedBy: "\n").map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }.joined(separator: "\n")
    }

    @Test(arguments: ["systemSmall", "systemLarge"])
    func toDoRendersLikeTheWidgetVersion(_ family: String) {
        let box = Self.sandbox("ToDoWidget")
        let output = box.widgetry("render", "ToDoWidget", ["--plain", "--buttons", "--family", family])
        #expect(output.status == 0, "\(output.stderr)")
        let golden = PackagePaths.path("widgets/swift/__renders__/ToDoWidget.\(family).txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
        let widgetVersion = (try? String(contentsOfFile: PackagePaths.path("widgets/__renders__/todo.\(family).txt"), encoding: .utf8)) ?? ""
        #expect(Self.sameLayout(output.stdout) == Self.sameLayout(widgetVersion))
    }

    @Test func aTapTogglesTheSingletonsTaskAndRedraws() {
        let box = Self.sandbox("ToDoWidget")
        let output = box.widgetry("tap", "ToDoWidget", ["2", "--plain", "--trace", "--family", "systemLarge"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("● Toplantiya Katil"))
        #expect(output.stdout.contains("○ Spor Gidiceksin"))
        let calls = Self.traces(output.stderr)
        #expect(calls.first == "timeline")
        #expect(calls.dropFirst().first?.hasPrefix("perform ComplateToDoIntent(id: ") == true)
        #expect(Array(calls.dropFirst(2)) == ["Database update", "timeline"], "the document's print, then WidgetKit's reload")
        // The same tap on the .widget version checks the same row.
        let widgetBox = Sandbox(["todo.widget"])
        let widgetTap = widgetBox.widgetry("tap", "todo.widget", ["2", "--plain", "--family", "systemLarge"])
        #expect(Self.sameLayout(output.stdout) == Self.sameLayout(widgetTap.stdout))
    }

    @Test func theSingletonLivesAsLongAsTheProcess() {
        // Like a widget extension's process: a new process starts from the singleton's initial value.
        let box = Self.sandbox("ToDoWidget")
        #expect(box.widgetry("tap", "ToDoWidget", ["1", "--plain"]).stdout.contains("● Spor Gidiceksin"))
        let again = box.widgetry("render", "ToDoWidget", ["--plain"])
        #expect(again.stdout.contains("○ Spor Gidiceksin"), "\(again.stdout)")
    }

    @Test(arguments: ["systemSmall", "systemMedium"])
    func galleryRendersExactlyLikeTheWidgetVersion(_ family: String) {
        let box = Self.sandbox("GalleryWidget")
        let output = box.widgetry("render", "GalleryWidget", ["--plain", "--buttons", "--family", family])
        #expect(output.status == 0, "\(output.stderr)")
        if let mismatch = Golden.compare(output.stdout, with: PackagePaths.path("widgets/__renders__/gallery.\(family).txt")) {
            Issue.record("\(mismatch)")
        }
    }

    @Test func aButtonPressPrintsTheDocumentsOrder() {
        let box = Self.sandbox("GalleryWidget")
        #expect(box.widgetry("configure", "GalleryWidget", ["imageSrc=catfish"]).status == 0)
        #expect(box.widgetry("render", "GalleryWidget", ["--plain"]).status == 0)
        let output = box.widgetry("tap", "GalleryWidget", ["1", "--plain", "--trace"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("♥ 1"))
        // The document's terminal: defaultResult, perform, entities Optional("catfish"), timeline —
        // with suggestedEntities, which the document's `defaultResult` alternative calls.
        #expect(Self.traces(output.stderr).filter { $0.hasPrefix("DEBUG: ") } == [
            "DEBUG: goto defaultResult", "DEBUG: goto suggestedEntities", "DEBUG: goto perform",
            "DEBUG: goto entities Optional(\"catfish\")", "DEBUG: goto timeline",
        ])
        // The likes are SwiftData records in the store.
        #expect(box.dump("GalleryWidget").contains("catfish"))
    }

    @Test func testRunsTheSwiftPreviews() {
        let box = Self.sandbox("GalleryWidget")
        let record = CommandRunner.widgetry(["test", box.path("GalleryWidget"), "--record"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let snapshot = (try? String(contentsOfFile: box.path("__snapshots__/GalleryWidget.systemSmall.2.txt"), encoding: .utf8)) ?? ""
        #expect(snapshot.contains("Catfish"))
        #expect(CommandRunner.widgetry(["test", box.path("GalleryWidget")]).status == 0)
    }

    /// Seed 004 as its document writes it: `NetworkManager.shared` with `URLSession` and a
    /// snake-case `JSONDecoder`, the GitHub answer recorded and served on 127.0.0.1.
    static func repoWatcher(now: String, _ extra: [String] = []) throws -> (CommandRunner.Output, TestHTTPServer) {
        let server = try TestHTTPServer()
        server["/repos/google/GoogleSignIn-iOS"] = .json(SeedSourceCommandTests.repository(server))
        server["/u/1342004?v=4"] = TestHTTPServer.Route(body: SeedSourceCommandTests.png, contentType: "image/png")
        let box = sandbox("RepoWatcher")
        let output = box.run("render", "RepoWatcher", ["--plain", "--route", "https://api.github.com=\(server.url(""))",
                                                       "--allow-net", "127.0.0.1"] + extra, now: now, environment: ["TERM": "xterm", "COLORTERM": ""])
        return (output, server)
    }

    @Test func repoWatcherRendersExactlyLikeTheWidgetVersion() throws {
        let (output, server) = try Self.repoWatcher(now: "2024-12-04T09:00:00Z")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(server.requests == ["/repos/google/GoogleSignIn-iOS", "/u/1342004?v=4"])
        // The same frame as repowatcher.widget's on the same answer: 13 whole days since the push.
        if let mismatch = Golden.compare(output.stdout, with: PackagePaths.path("Tests/widgetryTests/Fixtures/repowatcher.recorded.txt")) {
            Issue.record("\(mismatch)")
        }
    }

    @Test func repoWatcherCountsWholeDaysAsCalendarDoes() throws {
        // Pushed 2024-11-20T17:41:03Z: at 2025-01-10T08:00 that is 50 whole days, at 18:00 51.
        let (before, _) = try Self.repoWatcher(now: "2025-01-10T08:00:00Z", ["--json"])
        #expect(before.stdout.contains("\"detail\" : \"50\""), "\(before.stdout.prefix(400))")
        let (after, _) = try Self.repoWatcher(now: "2025-01-10T18:00:00Z", ["--json"])
        #expect(after.stdout.contains("\"detail\" : \"51\""))
    }

    @Test func aFailedRequestIsTheDocumentsPrintAndThePlaceholderStays() throws {
        let server = try TestHTTPServer()
        server["/repos/google/GoogleSignIn-iOS"] = TestHTTPServer.Route(status: 500, body: Array("oops".utf8))
        let box = Self.sandbox("RepoWatcher")
        let output = box.run("render", "RepoWatcher", ["--plain", "--trace", "--route", "https://api.github.com=\(server.url(""))",
                                                       "--allow-net", "127.0.0.1"])
        // `catch { print("❌ Error - …") }`: no completion, so no timeline; the placeholder (its avatar from the asset catalog) shows.
        #expect(Self.traces(output.stderr).contains { $0.hasPrefix("❌ Error - ") }, "\(output.stderr)")
        // As on a device: no timeline, so the placeholder, with a located warning; the render itself succeeded.
        #expect(output.stderr.contains("warning: 'timeline' ended without calling its completion handler"), "\(output.stderr)")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Your Repo"))
        #expect(output.stdout.contains("░░░░░░"))
    }

    @Test func theNetworkIsTheWidgetsPermissionsOnly() {
        let box = Self.sandbox("RepoWatcher")
        let output = box.run("render", "RepoWatcher", ["--plain", "--route", "https://api.github.com=http://127.0.0.1:9"])
        #expect(output.stderr.contains("network access to 127.0.0.1 is not permitted"), "\(output.stderr)")
    }
}
