import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `URLSession.downloadTask(with:completionHandler:)`: the request a data task makes, its body written to a
/// new file of the widget's temporary folder, whose file URL the handler gets with the response; and
/// `streamTask`, which has no local equivalent: a located error that says what to use instead.
@Suite struct URLSessionDownloadTaskTests {
    typealias H = FoundationIOHarness

    static func task(_ url: String, _ start: String = "task.resume()") -> String {
        """
        var got = "not run"
        let task = URLSession.shared.downloadTask(with: URL(string: "\(url)")!) { location, response, error in
            guard let location = location, error == nil else {
                got = "error \\(error?.localizedDescription ?? "")"
                return
            }
            let body = (try? Data(contentsOf: location)).flatMap { String(data: $0, encoding: .utf8) } ?? "unreadable"
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let temporary = location.absoluteString.hasPrefix(FileManager.default.temporaryDirectory.absoluteString)
            got = "\\(status) \\(body) \\(location.isFileURL) \\(temporary) \\(location.pathExtension)"
        }
        \(start)
        """
    }

    static func harness(_ statements: String) throws -> H {
        try H(H.source(permissions: "permissions { network: [\"127.0.0.1\"] }", statements: statements, value: "got"))
    }

    @Test func theHandlerGetsTheFileTheBodyWasWrittenTo() throws {
        let server = try TestHTTPServer(routes: ["/n": .json("{\"n\": 4}")])
        let h = try Self.harness(Self.task(server.url("/n")))
        #expect(try h.value() == "200 {\"n\": 4} true true tmp")
        #expect(h.traces.lines.contains("URLSession.downloadTask: GET \(server.url("/n"))"), "\(h.traces.lines)")
    }

    /// iOS 15's `try await URLSession.shared.download(from:)`: the file and the response, as a tuple.
    @Test func anAwaitedDownloadGivesTheFileAndTheResponse() throws {
        let server = try TestHTTPServer(routes: ["/d": .json("[1, 2]")])
        let h = try Self.harness("""
            let (file, response) = try await URLSession.shared.download(from: URL(string: "\(server.url("/d"))")!)
            let body = String(data: try Data(contentsOf: file), encoding: .utf8) ?? "unreadable"
            let got = "\\((response as? HTTPURLResponse)?.statusCode ?? 0) \\(body) \\(file.isFileURL) \\(file.pathExtension)"
            """)
        #expect(try h.value() == "200 [1, 2] true tmp")
    }

    @Test func aRefusedOrCancelledDownloadIsTheHandlersError() throws {
        let port = TestHTTPServer.closedPort()
        let refused = try Self.harness(Self.task("http://127.0.0.1:\(port)/n"))
        #expect(try refused.value() == "error URLError(.cannotConnectToHost): connection refused by 127.0.0.1:\(port); nothing is listening there")
        let server = try TestHTTPServer(routes: ["/n": .json("{}")])
        let cancelled = try Self.harness(Self.task(server.url("/n"), "task.cancel()"))
        #expect(try cancelled.value() == "error URLError(.cancelled): the task was cancelled")
        #expect(server.requests.isEmpty)
    }

    @Test func aStreamTaskIsALocatedErrorNamingWhatToUseInstead() {
        let source = """
            import Foundation

            func connect() {
                let stream = URLSession.shared.streamTask(withHostName: "example.com", port: 80)
                stream.resume()
            }
            """
        let errors = SwiftWidgetDrawing.errors(source, path: "Stream.swift")
        #expect(errors.first == "4:36: a TCP stream ('URLSession.streamTask') is not available in Widgetry; a widget keeps no connection open: "
                + "fetch what it shows with URLSession.shared.data(from:), dataTask(with:) or downloadTask(with:), or an http source", "\(errors)")
    }
}
