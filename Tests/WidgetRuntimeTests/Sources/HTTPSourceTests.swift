import Foundation
import Testing
import WidgetSources
import WidgetTestSupport
@testable import WidgetRuntime

/// The http source's arguments, read in process against a loopback server
/// (WidgetSourcesTests' HTTPFetchTests test the fetching itself).
@Suite struct HTTPSourceTests {
    static func context(timeout: Double = 2, maxBytes: Int = 1 << 20, permits: @escaping @Sendable (SourceAccess) -> String? = { _ in nil }) -> SourceContext {
        SourceContext(folder: URL(fileURLWithPath: "/tmp"), environment: [:], now: Date(), timeout: timeout, maxBytes: maxBytes, permits: permits)
    }

    static func request(_ url: String, headers: Value? = nil) -> SourceRequest {
        var arguments: [(label: String?, value: Value)] = [(nil, .string(url))]
        if let headers { arguments.append(("headers", headers)) }
        return SourceRequest(name: "feed", kind: "http", arguments: arguments, method: "load")
    }

    static func failure(_ result: Result<SourcePayload, SourceFailure>) -> String {
        if case .failure(let error) = result { return error.message }
        return "no failure"
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
}
