import Foundation
import Testing
import WidgetSources
import WidgetTestSupport

/// The http source's fetching in process, against a loopback server.
@Suite struct HTTPFetchTests {
    static func context(timeout: Double = 2, maxBytes: Int = 1 << 20, permits: @escaping @Sendable (SourceAccess) -> String? = { _ in nil }) -> SourceContext {
        SourceContext(folder: URL(fileURLWithPath: "/tmp"), environment: [:], now: Date(), timeout: timeout, maxBytes: maxBytes, permits: permits)
    }

    static func fetch(_ url: String, headers: [String: String] = [:], _ context: SourceContext = context()) -> Result<SourcePayload, SourceFailure> {
        Result { () throws(SourceFailure) -> SourcePayload in try HTTPFetch.get(try HTTPFetch.url(url), headers: headers, in: context) }
    }

    static func failure<T>(_ result: Result<T, SourceFailure>) -> String {
        if case .failure(let error) = result { return error.message }
        return "no failure"
    }

    @Test func aBodyAndTheStatusErrors() throws {
        let server = try TestHTTPServer(routes: ["/ok": .json("[1]"), "/gone": .status(410)])
        if case .success(let payload) = Self.fetch(server.url("/ok")), case .bytes(let data) = payload.body {
            #expect(String(decoding: data, as: UTF8.self) == "[1]")
        } else {
            Issue.record("no body")
        }
        #expect(Self.failure(Self.fetch(server.url("/gone"))) == "HTTP 410 Gone from \(server.url("/gone"))")
    }

    @Test func headersAreSent() throws {
        let server = try TestHTTPServer(routes: ["/ok": .json("[]")])
        _ = Self.fetch(server.url("/ok"), headers: ["Accept": "application/vnd.github+json", "X-Token": "abc"])
        let head = server.requestHeads.first ?? ""
        #expect(head.hasPrefix("GET /ok HTTP/1.1"), "\(head)")
        #expect(head.contains("Accept: application/vnd.github+json"), "\(head)")
        #expect(head.contains("X-Token: abc"), "\(head)")
        #expect(head.contains("User-Agent: widgetry/0.1"), "\(head)")
    }

    @Test func theTimeoutIsTheWholeExchange() throws {
        let server = try TestHTTPServer(routes: ["/slow": .json("[]", delay: 5), "/hang": .neverAnswers])
        for path in ["/slow", "/hang"] {
            let start = Date()
            let result = Self.fetch(server.url(path), Self.context(timeout: 0.5))
            #expect(Self.failure(result).hasPrefix("timed out after 0.5 s waiting for"), "\(result)")
            #expect(Date().timeIntervalSince(start) < 2.5)
        }
        server.stop()
    }

    @Test func responsesAreLimitedInSize() throws {
        let big = "[" + String(repeating: "1,", count: 50_000) + "1]"
        let server = try TestHTTPServer(routes: ["/big": .json(big)])
        #expect(Self.failure(Self.fetch(server.url("/big"), Self.context(maxBytes: 10_000))).contains("is larger than the limit of 10000 bytes"))
    }

    @Test func aRedirectIsFollowedOnlyToAPermittedHost() throws {
        let server = try TestHTTPServer(routes: ["/ok": .json("[2]")])
        let elsewhere = "http://localhost:\(server.port)/ok"
        server["/moved"] = .redirect(to: elsewhere)
        let onlyLoopbackAddress = Self.context(permits: { access in
            if case .network("localhost", _) = access { return "network access to localhost is not permitted" }
            return nil
        })
        #expect(Self.failure(Self.fetch(server.url("/moved"), onlyLoopbackAddress))
                == "redirected to \(elsewhere), but network access to localhost is not permitted")
        #expect(server.requests == ["/moved"], "the redirect was not followed")
        guard case .success(let payload) = Self.fetch(server.url("/moved")), case .bytes(let data) = payload.body else {
            Issue.record("a permitted redirect is followed")
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == "[2]")
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/data.json", "gopher://127.0.0.1:70/x"])
    func aRedirectToAnotherSchemeIsRefused(_ target: String) throws {
        let server = try TestHTTPServer(routes: ["/moved": .redirect(to: target)])
        let scheme = String(target.prefix { $0 != ":" })
        let message = Self.failure(Self.fetch(server.url("/moved")))
        #expect(message == "\(server.url("/moved")) redirected to \(target), which is not http or https; a redirect to a '\(scheme):' URL is refused")
        #expect(server.requests == ["/moved"])
    }

    @Test(arguments: ["not a url", "ftp://example.com/x", "http:///path", "http://exa mple.com/"])
    func invalidURLs(_ url: String) {
        let result = Result { () throws(SourceFailure) -> URL in try HTTPFetch.url(url) }
        #expect(Self.failure(result).hasPrefix("invalid URL '\(url)'"), "\(result)")
    }

    @Test(arguments: [
        ("X-Token", "abc\r\nX-Evil: 1", "the value of header 'X-Token' contains a line break (CR or LF) or NUL; a header value is one line"),
        ("X-Token", "abc\nX-Evil: 1", "the value of header 'X-Token' contains a line break (CR or LF) or NUL; a header value is one line"),
        ("X-Token", "abc\r", "the value of header 'X-Token' contains a line break (CR or LF) or NUL; a header value is one line"),
        ("Host", "evil.example", "'headers:' cannot set Host; the host is the URL's, and the permissions are checked against it"),
        ("hOsT", "evil.example", "'headers:' cannot set Host; the host is the URL's, and the permissions are checked against it"),
        ("X-Bad\r\nName", "v", "'headers:' has an invalid header name 'X-Bad\\r\\nName'; a name is letters, digits and !#$%&'*+-.^_`|~"),
        ("X Bad", "v", "'headers:' has an invalid header name 'X Bad'; a name is letters, digits and !#$%&'*+-.^_`|~"),
    ])
    func aHeaderThatWouldChangeTheRequestIsRefused(_ name: String, _ value: String, _ expected: String) {
        let checked = Result { () throws(SourceFailure) -> Void in try HTTPFetch.checkHeader(name, value) }
        #expect(Self.failure(checked) == expected)
    }

    @Test func ordinaryHeadersPass() {
        for (name, value) in [("Accept", "application/json"), ("X-Token", "abc def"), ("If-None-Match", "\"etag\"")] {
            #expect(throws: Never.self) { try HTTPFetch.checkHeader(name, value) }
        }
    }
}
