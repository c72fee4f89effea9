import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetRuntime
@testable import WidgetSources

/// The http source in process, against a loopback server.
@Suite struct HTTPSourceTests {
    static func context(timeout: Double = 2, maxBytes: Int = 1 << 20, permits: @escaping @Sendable (SourceAccess) -> String? = { _ in nil }) -> SourceContext {
        SourceContext(folder: URL(fileURLWithPath: "/tmp"), environment: [:], now: Date(), timeout: timeout, maxBytes: maxBytes, permits: permits)
    }

    static func request(_ url: String, headers: Value? = nil) -> SourceRequest {
        var arguments: [(label: String?, value: Value)] = [(nil, .string(url))]
        if let headers { arguments.append(("headers", headers)) }
        return SourceRequest(name: "feed", kind: "http", arguments: arguments, method: "load")
    }

    static func fetch(_ url: String, _ context: SourceContext = context()) -> Result<SourcePayload, SourceFailure> {
        Result { () throws(SourceFailure) -> SourcePayload in try HTTPSource().fetch(request(url), in: context) }
    }

    static func failure(_ result: Result<SourcePayload, SourceFailure>) -> String {
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
        let headers = Value.dictionary([DictionaryPair(key: .string("Accept"), value: .string("application/vnd.github+json")),
                                        DictionaryPair(key: .string("X-Token"), value: .string("abc"))])
        _ = Result { () throws(SourceFailure) -> SourcePayload in try HTTPSource().fetch(Self.request(server.url("/ok"), headers: headers), in: Self.context()) }
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

    @Test(arguments: ["not a url", "ftp://example.com/x", "http:///path", "http://exa mple.com/"])
    func invalidURLs(_ url: String) {
        let result = Result { () throws(SourceFailure) -> [SourceAccess] in try HTTPSource().accesses(for: Self.request(url), in: Self.context()) }
        #expect(Self.failureText(result).hasPrefix("invalid URL '\(url)'"), "\(result)")
    }

    static func failureText<T>(_ result: Result<T, SourceFailure>) -> String {
        if case .failure(let error) = result { return error.message }
        return "no failure"
    }
}
