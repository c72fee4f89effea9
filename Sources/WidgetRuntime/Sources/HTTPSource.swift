import Foundation
import WidgetSources

/// `http(url, decode:, keys:, dates:, timeout:, headers:)`: a GET request; a
/// status other than 2xx is an error that carries the status. The arguments
/// are read here; `HTTPFetch` checks them and fetches.
struct HTTPSource: DataSource {
    let kind = "http"
    let signature = "_ decode? keys? dates? timeout? headers? maxBytes?"

    func url(_ request: SourceRequest) throws(SourceFailure) -> URL {
        guard case .string(let text)? = request.positional(0) else { throw SourceFailure("http takes a URL, as in http(\"https://example.com/data.json\")") }
        return try HTTPFetch.url(text)
    }

    /// `headers:` as names and values, each checked by `HTTPFetch.checkHeader`.
    func headers(_ request: SourceRequest) throws(SourceFailure) -> [String: String] {
        var headers: [String: String] = [:]
        switch request.labelled("headers") {
        case nil, .null?: break
        case .dictionary(let pairs)?:
            for pair in pairs {
                guard case .string(let name) = pair.key, case .string(let value) = pair.value else {
                    throw SourceFailure("'headers:' takes text names and values, as in [\"Accept\": \"application/json\"]")
                }
                try HTTPFetch.checkHeader(name, value)
                headers[name] = value
            }
        default: throw SourceFailure("'headers:' takes a dictionary, as in [\"Accept\": \"application/json\"]")
        }
        return headers
    }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] {
        _ = try headers(request)
        return [HTTPFetch.access(try url(request))]
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let url = try url(request)
        let headers = try headers(request)
        return try HTTPFetch.get(url, headers: headers, in: context)
    }
}
