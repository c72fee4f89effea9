import Foundation
import Testing
import WidgetSources
import WidgetTestSupport
@testable import WidgetRuntime

/// Redirects to other schemes and headers that would change the request
/// are refused with a message, never followed, dropped or sent: here through
/// the http source and a widget (WidgetSourcesTests' HTTPFetchTests have
/// every case).
@Suite struct HTTPEdgeCaseTests {
    @Test func aRedirectToAnotherSchemeIsAnErrorAtTheSource() throws {
        let server = try TestHTTPServer(routes: ["/moved": .redirect(to: "file:///etc/passwd")])
        let folder = PackagePaths.temporaryDirectory("widgetry-redirect")
        let outcome = try SourceWidget.render(source: "http(\"\(server.url("/moved"))\")",
                                              permissions: "permissions { network: [\"127.0.0.1\"] }", in: folder)
        #expect(outcome.text == nil)
        #expect(outcome.problem == "9:24: \(server.url("/moved")) redirected to file:///etc/passwd, which is not http or https; a redirect to a 'file:' URL is refused (source 'feed')")
    }

    static func headers(_ pairs: [(String, String)]) -> Value {
        .dictionary(pairs.map { DictionaryPair(key: .string($0.0), value: .string($0.1)) })
    }

    @Test(arguments: [
        ([("X-Token", "abc\r\nX-Evil: 1")], "the value of header 'X-Token' contains a line break (CR or LF) or NUL; a header value is one line"),
        ([("Accept", "x"), ("hOsT", "evil.example")], "'headers:' cannot set Host; the host is the URL's, and the permissions are checked against it"),
    ])
    func aHeaderThatWouldChangeTheRequestIsRefused(_ pairs: [(String, String)], _ expected: String) throws {
        let server = try TestHTTPServer(routes: ["/ok": .json("[]")])
        let request = HTTPSourceTests.request(server.url("/ok"), headers: Self.headers(pairs))
        let fetched = Result { () throws(SourceFailure) -> SourcePayload in try HTTPSource().fetch(request, in: HTTPSourceTests.context()) }
        #expect(HTTPSourceTests.failure(fetched) == expected)
        let checked = Result { () throws(SourceFailure) -> [SourceAccess] in try HTTPSource().accesses(for: request, in: HTTPSourceTests.context()) }
        if case .failure(let error) = checked { #expect(error.message == expected) } else { Issue.record("accesses allowed \(pairs)") }
        #expect(server.requests.isEmpty, "nothing is sent: \(server.requests)")
    }

    @Test func aHostHeaderIsAnErrorAtTheSourceBeforeAnyRequest() throws {
        let server = try TestHTTPServer(routes: ["/ok": .json("[]")])
        let folder = PackagePaths.temporaryDirectory("widgetry-headers")
        let outcome = try SourceWidget.render(source: "http(\"\(server.url("/ok"))\", headers: [\"Host\": \"evil.example\"])",
                                              permissions: "permissions { network: [\"127.0.0.1\"] }", in: folder)
        #expect(outcome.text == nil)
        #expect(outcome.problem == "9:24: 'headers:' cannot set Host; the host is the URL's, and the permissions are checked against it (source 'feed')")
        #expect(server.requests.isEmpty)
    }
}
