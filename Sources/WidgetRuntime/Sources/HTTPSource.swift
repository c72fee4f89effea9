import Foundation
import WidgetSources

/// `http(url, decode:, keys:, dates:, timeout:, headers:)`: a GET request; a
/// status other than 2xx is an error that carries the status.
struct HTTPSource: DataSource {
    let kind = "http"
    let signature = "_ decode? keys? dates? timeout? headers? maxBytes?"

    func url(_ request: SourceRequest) throws(SourceFailure) -> URL {
        guard case .string(let text)? = request.positional(0) else { throw SourceFailure("http takes a URL, as in http(\"https://example.com/data.json\")") }
        let shown = TerminalText.sanitize(text)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { throw SourceFailure("invalid URL '\(shown)'") }
        guard scheme == "http" || scheme == "https" else { throw SourceFailure("invalid URL '\(shown)': only http and https are supported") }
        guard let host = url.host, !host.isEmpty else { throw SourceFailure("invalid URL '\(shown)': it names no host") }
        return url
    }

    static func access(_ url: URL) -> SourceAccess {
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        return .network(host: (url.host ?? "").lowercased(), port: port)
    }

    /// `headers:` as names and values. A name that is not an HTTP token, a
    /// value with a line break (which would start another header), and `Host`
    /// (the URL names the host, and the permissions were checked against it)
    /// are refused rather than dropped or sent.
    func headers(_ request: SourceRequest) throws(SourceFailure) -> [String: String] {
        var headers: [String: String] = [:]
        switch request.labelled("headers") {
        case nil, .null?: break
        case .dictionary(let pairs)?:
            for pair in pairs {
                guard case .string(let name) = pair.key, case .string(let value) = pair.value else {
                    throw SourceFailure("'headers:' takes text names and values, as in [\"Accept\": \"application/json\"]")
                }
                let shown = TerminalText.sanitize(name.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n"))
                guard !name.isEmpty, name.unicodeScalars.allSatisfy(HTTPSource.isTokenCharacter) else {
                    throw SourceFailure("'headers:' has an invalid header name '\(shown)'; a name is letters, digits and !#$%&'*+-.^_`|~")
                }
                guard name.lowercased() != "host" else {
                    throw SourceFailure("'headers:' cannot set Host; the host is the URL's, and the permissions are checked against it")
                }
                guard !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                    throw SourceFailure("the value of header '\(shown)' contains a line break (CR or LF) or NUL; a header value is one line")
                }
                headers[name] = value
            }
        default: throw SourceFailure("'headers:' takes a dictionary, as in [\"Accept\": \"application/json\"]")
        }
        return headers
    }

    /// RFC 9110's `tchar`.
    static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] {
        _ = try headers(request)
        return [HTTPSource.access(try url(request))]
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let url = try url(request)
        let headers = try headers(request)
        let permits = context.permits
        let client = HTTPClient(timeout: context.timeout, maxBytes: context.maxBytes) { permits(HTTPSource.access($0)) }
        let response = try client.get(url, headers: headers)
        return SourcePayload(bytes: response.body, origin: url.absoluteString)
    }
}
