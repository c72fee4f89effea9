import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `URLSession.shared.data(from:)` / `data(for:)` against the loopback server:
/// through the widget's permissions and the `http` source's fetch helper.
@Suite struct URLSessionTests {
    typealias H = FoundationIOHarness

    static func harness(_ statements: String, _ value: String, network: String = "\"127.0.0.1\"") throws -> H {
        try H(H.source(permissions: "permissions { network: [\(network)] }", statements: statements, value: value))
    }

    @Test func dataFromAURLGivesTheBodyAndTheResponse() throws {
        let server = try TestHTTPServer(routes: ["/repo": .json("{\"name\": \"widgetry\"}")])
        let h = try Self.harness("""
            let url = URL(string: "\(server.url("/repo"))")!
            let (data, urlResponse) = try await URLSession.shared.data(from: url)
            let host = url.host ?? "?"
            guard let response = urlResponse as? HTTPURLResponse else { throw URLError(.badServerResponse) }
            """, "\"\\(data.count) \\(response.statusCode) \\(response.value(forHTTPHeaderField: \"content-type\") ?? \"-\") \\(String(data: data, encoding: .utf8) ?? \"\") \\(host)\"")
        #expect(try h.value() == "20 200 application/json {\"name\": \"widgetry\"} 127.0.0.1")
        #expect(server.requestHeads.first?.hasPrefix("GET /repo HTTP/1.1") == true)
        #expect(h.traces.lines.contains("URLSession.data: GET \(server.url("/repo"))"))
    }

    /// Combine's `dataTaskPublisher(for:)`: the request is made when a subscriber comes; `(data:, response:)` goes through
    /// `map(\.data)` and `decode(type:decoder:)`, and a refused connection is the publisher's failure.
    @Test func aDataTaskPublisherFetchesWhenSubscribed() throws {
        let server = try TestHTTPServer(routes: ["/repo": .json("{\"name\": \"widgetry\"}")])
        let h = try Self.harness("""
            var got = "none"
            var ended = "running"
            let publisher = URLSession.shared.dataTaskPublisher(for: URL(string: "\(server.url("/repo"))")!)
            let kept = publisher.map(\\.data).decode(type: [String: String].self, decoder: JSONDecoder())
                .sink(receiveCompletion: { completion in ended = "\\(completion)" }, receiveValue: { got = $0["name"] ?? "?" })
            var failed = "no"
            let refused = URLSession.shared.dataTaskPublisher(for: URL(string: "http://127.0.0.1:9/none")!)
                .sink(receiveCompletion: { completion in if case .failure(let error) = completion { failed = "\\(error is URLError)" } }, receiveValue: { _ in })
            """, "\"\\(got) \\(ended) \\(failed)\"")
        #expect(try h.value() == "widgetry finished true")
        #expect(server.requestHeads.count == 1)
    }

    @Test func aRequestWithMethodHeadersAndBody() throws {
        let server = try TestHTTPServer(routes: ["/post": .json("{}", status: 201)])
        let h = try Self.harness("""
            var request = URLRequest(url: URL(string: "\(server.url("/post"))")!)
            request.httpMethod = "POST"
            request.cachePolicy = .reloadIgnoringLocalCacheData
            request.setValue("Bearer abc", forHTTPHeaderField: "Authorization")
            request.httpBody = Data(base64Encoded: "e30=")
            let (_, urlResponse) = try await URLSession.shared.data(for: request)
            let response = urlResponse as! HTTPURLResponse
            """, "\"\\(response.statusCode) \\(request.value(forHTTPHeaderField: \"authorization\") ?? \"-\") \\(response.url ?? \"\") \\(request.cachePolicy == .reloadIgnoringLocalCacheData)\"")
        #expect(try h.value() == "201 Bearer abc \(server.url("/post")) true")
        let head = server.requestHeads.first ?? ""
        #expect(head.hasPrefix("POST /post HTTP/1.1"), "\(head)")
        #expect(head.contains("Authorization: Bearer abc"), "\(head)")
    }

    @Test func aNotFoundStatusIsAResponseNotAnError() throws {
        let server = try TestHTTPServer(routes: [:])
        let h = try Self.harness("""
            let (data, response) = try await URLSession.shared.data(from: URL(string: "\(server.url("/missing"))")!)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            """, "\"\\(status) \\(String(data: data, encoding: .utf8) ?? \"\")\"")
        #expect(try h.value() == "404 no route for /missing")
    }

    @Test func aRefusedConnectionIsAURLErrorThatCatchCatches() throws {
        let port = TestHTTPServer.closedPort()
        let h = try Self.harness("""
            var message = "none"
            do {
                let pair = try URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/x")!)
                message = "fetched"
            } catch {
                message = error.localizedDescription
            }
            """, "message")
        #expect(try h.value() == "URLError(.cannotConnectToHost): connection refused by 127.0.0.1:\(port); nothing is listening there")
        // Not caught: the same error, at the call.
        let uncaught = try Self.harness("let pair = try URLSession.shared.data(from: URL(string: \"http://127.0.0.1:\(port)/x\")!)", "1")
        #expect(uncaught.failure() == "\(uncaught.location(of: "URLSession")): URLError(.cannotConnectToHost): connection refused by 127.0.0.1:\(port); nothing is listening there")
    }

    @Test func aHostTheWidgetMayNotReachIsRefusedBeforeAnyRequest() throws {
        // No request is made; the code sees no connection, as on a device offline, and the refusal says what to add.
        let server = try TestHTTPServer(routes: ["/x": .json("[]")])
        let h = try Self.harness("let pair = try URLSession.shared.data(from: URL(string: \"\(server.url("/x"))\")!)", "1", network: "\"example.com\"")
        #expect(h.failure() == "\(h.location(of: "URLSession")): URLError(.notConnectedToInternet): network access to 127.0.0.1 is not permitted (URLSession.data); "
                + "add \"127.0.0.1\" to network: in the widget's permissions, or pass --allow-net 127.0.0.1")
        let caught = try Self.harness("""
            var offline = false
            do { _ = try await URLSession.shared.data(from: URL(string: "\(server.url("/x"))")!) } catch let error as URLError {
                offline = error.code == .notConnectedToInternet
            }
            """, "offline", network: "\"example.com\"")
        #expect(try caught.value() == "true")
        #expect(server.requests.isEmpty)
    }

    @Test func theHTTPSourceTimeoutApplies() throws {
        let server = try TestHTTPServer(routes: ["/hang": .neverAnswers])
        let h = try Self.harness("""
            var request = URLRequest(url: URL(string: "\(server.url("/hang"))")!, timeoutInterval: 0.5)
            let pair = try? URLSession.shared.data(for: request)
            """, "pair == nil")
        let start = Date()
        #expect(try h.value() == "true")
        #expect(Date().timeIntervalSince(start) < 10)
        server.stop()
    }

    @Test func thrownFoundationErrorsAreTheirTypesForAsAndIs() throws {
        let h = try Self.harness("""
            var kinds: [String] = []
            do { throw URLError(.badServerResponse) } catch {
                if let failure = error as? URLError { kinds.append(failure.localizedDescription) }
                if error is DecodingError { kinds.append("decoding") }
            }
            do { let n = try JSONDecoder().decode(Int.self, from: "true".data(using: .utf8)!) } catch {
                if error is DecodingError { kinds.append("decoding") }
                if error is URLError { kinds.append("url") }
            }
            """, "kinds.joined(separator: \", \")")
        #expect(try h.value() == "URLError(.badServerResponse), decoding")
    }

    @Test func dataContentsOfAnHTTPURLFetchesThroughThePermissions() throws {
        let server = try TestHTTPServer(routes: ["/avatar": .json("abc")])
        let h = try Self.harness("let data = try Data(contentsOf: URL(string: \"\(server.url("/avatar"))\")!)", "data.count")
        #expect(try h.value() == "3")
        // A host without permission is no connection: `try?` gives nil.
        let refused = try Self.harness("let data = try? Data(contentsOf: URL(string: \"\(server.url("/avatar"))\")!)", "data == nil", network: "\"example.com\"")
        #expect(try refused.value() == "true")
        #expect(server.requests.count == 1)
    }

    @Test func hostileNumbersAreErrorsNotCrashes() throws {
        let h = try Self.harness("let r = HTTPURLResponse(url: \"https://a.b\", statusCode: Int.max, httpVersion: nil, headerFields: nil)", "1")
        #expect(h.failure() == "\(h.location(of: "HTTPURLResponse(")): a status code is a whole number from 0 to 999, not 9.223372036854776e+18")
        let port = TestHTTPServer.closedPort()
        let nan = try Self.harness("""
            let request = URLRequest(url: "http://127.0.0.1:\(port)/", timeoutInterval: Double.infinity - Double.infinity)
            let pair = try? URLSession.shared.data(for: request)
            """, "pair == nil")
        #expect(try nan.value() == "true")
    }

    @Test func urlComponentsBuildARequestURL() throws {
        let server = try TestHTTPServer(routes: ["/search?q=swift%20widgets&page=2": .json("[]")])
        let h = try Self.harness("""
            var components = URLComponents()
            components.scheme = "http"
            components.host = "127.0.0.1"
            components.port = \(server.port)
            components.path = "/search"
            components.queryItems = [URLQueryItem(name: "q", value: "swift widgets"), URLQueryItem(name: "page", value: "2")]
            let (data, response) = try await URLSession.shared.data(from: components.url!)
            let parsed = URLComponents(string: "https://api.github.com/repos?sort=stars")!
            var bad = URLComponents()
            bad.scheme = "1 no"
            bad.host = "x"
            """, #""\((response as! HTTPURLResponse).statusCode) \(parsed.host ?? "-") \(parsed.queryItems?.first?.value ?? "-") \(bad.url == nil)""#)
        #expect(try h.value() == "200 api.github.com stars true")
        #expect(server.requests == ["/search?q=swift%20widgets&page=2"])
    }

    @Test func catchClausesMatchTheFoundationErrorTypes() throws {
        let port = TestHTTPServer.closedPort()
        let h = try Self.harness("""
            var caught = "none"
            do {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/")!)
                caught = "\\(data.count)"
            } catch let failure as DecodingError {
                caught = "decoding"
            } catch let failure as URLError {
                caught = "url: \\(failure.localizedDescription)"
            } catch {
                caught = "other"
            }
            """, "caught")
        #expect(try h.value() == "url: URLError(.cannotConnectToHost): connection refused by 127.0.0.1:\(port); nothing is listening there")
    }
}
