import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `URLSession.dataTask(with:completionHandler:)` and `resume()`: the handler gets `(data, response, nil)`
/// or `(nil, nil, error)` as URLSession gives them; a host the widget may not reach is no connection
/// (`URLError(.notConnectedToInternet)`) to the widget's code, and a warning with the permission to add.
@Suite struct URLSessionDataTaskTests {
    typealias H = FoundationIOHarness

    static func harness(_ statements: String, _ value: String, network: String = "\"127.0.0.1\"") throws -> H {
        try H(H.source(permissions: "permissions { network: [\(network)] }", statements: statements, value: value))
    }

    /// A task whose handler writes what it was given into `got`.
    static func task(_ url: String) -> String {
        """
        var got = "not run"
        let task = URLSession.shared.dataTask(with: URL(string: "\(url)")!) { data, response, error in
            if let error = error {
                got = "error \\(error.localizedDescription)"
                return
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            got = "\\(status) \\(String(data: data ?? Data(), encoding: .utf8) ?? "")"
        }
        task.resume()
        """
    }

    @Test func theHandlerGetsTheDataAndTheResponse() throws {
        let server = try TestHTTPServer(routes: ["/n": .json("{\"n\": 4}")])
        let h = try Self.harness(Self.task(server.url("/n")), "got")
        #expect(try h.value() == "200 {\"n\": 4}")
        #expect(h.traces.lines.contains("URLSession.dataTask: GET \(server.url("/n"))"), "\(h.traces.lines)")
    }

    @Test func aRefusedConnectionIsTheHandlersError() throws {
        let port = TestHTTPServer.closedPort()
        let h = try Self.harness(Self.task("http://127.0.0.1:\(port)/n"), "got")
        #expect(try h.value() == "error URLError(.cannotConnectToHost): connection refused by 127.0.0.1:\(port); nothing is listening there")
    }

    @Test func aTaskNotResumedMakesNoRequestAndACancelledOneGivesCancelled() throws {
        let server = try TestHTTPServer(routes: ["/n": .json("{}")])
        let idle = try Self.harness(Self.task(server.url("/n")).replacingOccurrences(of: "task.resume()", with: ""), "got")
        #expect(try idle.value() == "not run")
        let cancelled = try Self.harness(Self.task(server.url("/n")).replacingOccurrences(of: "task.resume()", with: "task.cancel()"), "got")
        #expect(try cancelled.value() == "error URLError(.cancelled): the task was cancelled")
        #expect(server.requests.isEmpty)
    }

    @Test func aHostWithoutPermissionIsNoConnectionToTheCodeAndAWarning() throws {
        let server = try TestHTTPServer(routes: ["/n": .json("{}")])
        let h = try Self.harness(Self.task(server.url("/n")) + """

            var code = 0
            var domain = ""
            URLSession.shared.dataTask(with: URLRequest(url: URL(string: "\(server.url("/n"))")!)) { _, _, error in
                if let error { code = (error as NSError).code; domain = (error as NSError).domain }
            }.resume()
            """, "\"\\(got) | \\(domain) \\(code)\"", network: "\"example.com\"")
        let (_, provider) = try h.session.providerDecl("W")
        let interpreter = h.session.interpreter()
        let timeline = try h.session.runProviderBlock(try #require(provider.block("timeline")), configuration: nil, interpreter, kind: .timeline)
        guard case .timeline(let t) = timeline, case .object(let entry)? = t.entries.first, case .string(let text)? = entry["v"] else {
            Issue.record("no entry: \(timeline)")
            return
        }
        let refusal = "network access to 127.0.0.1 is not permitted (URLSession.dataTask); add \"127.0.0.1\" to network: in the widget's permissions, "
            + "or pass --allow-net 127.0.0.1"
        #expect(text == "error URLError(.notConnectedToInternet): \(refusal) | NSURLErrorDomain -1009")
        // The warning is located at each request (where the task resumes): the user learns what to add.
        let lines = h.source.components(separatedBy: "\n")
        #expect(interpreter.warnings.map { "\(lines[$0.range.start.line - 1].trimmingCharacters(in: .whitespaces).prefix(16)): \($0.message)" }
                == ["task.resume(): \(refusal)", "URLSession.share: \(refusal)"])
        #expect(server.requests.isEmpty)
    }

    @Test func everyErrorBridgesToNSErrorAndStaysWhatItWas() throws {
        let h = try H(H.source(permissions: "", declarations: "enum BridgeFailure: Error { case offline, refused }", statements: """
            var lines: [String] = []
            let own = BridgeFailure.refused as NSError
            lines.append("\\(own.domain) \\(own.code)")
            do { throw URLError(.timedOut) } catch let error as NSError {
                lines.append("\\(error.domain) \\(error.code)")
                if error is URLError { lines.append("still a URLError") }
            }
            lines.append(NSError(domain: "Feed", code: 7, userInfo: [:]).localizedDescription)
            """, value: "lines.joined(separator: \" | \")"))
        #expect(try h.value() == "test.BridgeFailure 1 | NSURLErrorDomain -1001 | still a URLError | The operation couldn’t be completed. (Feed error 7.)")
    }

    @Test func aGenericHelperGetsItsTypeFromTheHandlersParameter() throws {
        // `decode<D: Decodable>(…, completion: (Result<D, Failure>) -> ())` called with
        // `{ (result: Result<[Item], Failure>) in … }`: D is [Item], as Swift infers it.
        let server = try TestHTTPServer(routes: ["/items": .json("[{\"name\": \"a\"}, {\"name\": \"b\"}]")])
        let h = try H(H.source(permissions: "permissions { network: [\"127.0.0.1\"] }", declarations: """
            struct Item: Decodable { var name: String }
            enum Failure: Error { case transport, decoding }
            func load<D: Decodable>(_ url: URL, completion: @escaping (Result<D, Failure>) -> ()) {
                URLSession.shared.dataTask(with: url) { data, _, error in
                    guard error == nil, let data else { completion(.failure(.transport)); return }
                    do { completion(.success(try JSONDecoder().decode(D.self, from: data))) } catch { completion(.failure(.decoding)) }
                }.resume()
            }
            """, statements: """
            var names = "none"
            load(URL(string: "\(server.url("/items"))")!) { (result: Result<[Item], Failure>) in
                switch result {
                case .success(let items): names = items.map(\\.name).joined(separator: ",")
                case .failure(let failure): names = "\\(failure)"
                }
            }
            """, value: "names"))
        #expect(try h.value() == "a,b")
    }
}
