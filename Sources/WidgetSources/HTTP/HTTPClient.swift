import Foundation

/// One HTTP GET, synchronously, as the interpreter needs it: a deadline for
/// the whole exchange, a limit on the body's size, and redirects only to hosts
/// the widget may reach. The request itself runs in the `widgetry-fetch`
/// program, so the runtime does not load the networking stack until a widget
/// fetches (see Sources/widgetry-fetch/main.swift for the protocol).
public struct HTTPClient {
    public struct Response {
        public var status: Int
        public var body: Data
        /// The response's header fields, as the server named them.
        public var headers: [String: String] = [:]
        /// Where the answer came from, after redirects.
        public var url: URL
    }

    var timeout: Double
    var maxBytes: Int
    /// Asked before following a redirect: nil to follow, else why not.
    var permits: @Sendable (URL) -> String?

    static let maxRedirects = 5

    public init(timeout: Double, maxBytes: Int, permits: @escaping @Sendable (URL) -> String?) {
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.permits = permits
    }

    /// A GET whose final status must be 2xx (the `http` source).
    func get(_ url: URL, headers: [String: String]) throws(SourceFailure) -> Response {
        let response = try send(url, method: "GET", headers: headers, body: nil)
        guard (200..<300).contains(response.status) else {
            throw SourceFailure("HTTP \(HTTPClient.statusText(response.status)) from \(response.url.absoluteString)")
        }
        return response
    }

    /// One request, following redirects the permissions allow, with whatever status
    /// it ends in (`URLSession.data(for:)`). A 301, 302 or 303 turns a request
    /// other than GET or HEAD into a GET without a body, as URLSession does.
    public func send(_ url: URL, method: String, headers: [String: String], body: Data?) throws(SourceFailure) -> Response {
        var current = url
        var method = method
        var body = body
        for _ in 0...HTTPClient.maxRedirects {
            let answer = try fetchOnce(current, method: method, headers: headers, body: body)
            if (300..<400).contains(answer.status), let location = answer.location {
                guard let next = URL(string: location, relativeTo: current)?.absoluteURL else {
                    throw SourceFailure("invalid server response from \(current.absoluteString): a redirect to '\(TerminalText.sanitize(location))'")
                }
                let scheme = next.scheme?.lowercased() ?? ""
                guard scheme == "http" || scheme == "https" else {
                    let target = TerminalText.sanitize(next.absoluteString)
                    throw SourceFailure("\(current.absoluteString) redirected to \(target), which is not http or https; "
                                        + "a redirect to a \(scheme.isEmpty ? "URL without a scheme" : "'\(TerminalText.sanitize(scheme)):' URL") is refused")
                }
                if let refused = permits(next) {
                    throw SourceFailure("redirected to \(next.absoluteString), but \(refused)")
                }
                if [301, 302, 303].contains(answer.status), method != "GET", method != "HEAD" {
                    method = "GET"
                    body = nil
                }
                current = next
                continue
            }
            return Response(status: answer.status, body: answer.body, headers: answer.headers, url: current)
        }
        throw SourceFailure("too many redirects from \(url.absoluteString)")
    }

    struct Answer {
        var status: Int
        var location: String?
        var body: Data
        var headers: [String: String] = [:]
    }

    func fetchOnce(_ url: URL, method: String = "GET", headers: [String: String], body: Data? = nil) throws(SourceFailure) -> Answer {
        guard let fetcher = HTTPClient.fetcherPath() else {
            throw SourceFailure("cannot fetch \(url.absoluteString): the helper program widgetry-fetch was not found next to widgetry or on PATH")
        }
        let request = JSONValue.pairs([
            ("url", .string(url.absoluteString)),
            ("headers", .pairs(headers.keys.sorted().map { ($0, JSONValue.string(headers[$0] ?? "")) })),
            ("timeout", .double(timeout)),
            ("maxBytes", .int(maxBytes)),
        ] + (method == "GET" ? [] : [("method", JSONValue.string(method))])
          + (body.map { [("body", JSONValue.string($0.base64EncodedString()))] } ?? []))
        let child = ChildProcess(executable: fetcher, name: "widgetry-fetch", arguments: [],
                                 environment: ProcessInfo.processInfo.environment, directory: nil,
                                 input: Array(request.text.utf8), timeout: timeout + 5, outputLimit: maxBytes + 65_536)
        let outcome: ChildProcess.Outcome
        do { outcome = try child.run() } catch { throw SourceFailure("cannot fetch \(url.absoluteString): \(error.message)") }
        let address = url.absoluteString
        if outcome.timedOut { throw SourceFailure("timed out after \(HTTPClient.seconds(timeout)) waiting for \(address)") }
        if outcome.overLimit { throw SourceFailure("the response from \(address) is larger than the limit of \(maxBytes) bytes") }
        guard let newline = outcome.stdout.firstIndex(of: 0x0A),
              let header = try? JSONParser.parse(Array(outcome.stdout[..<newline])) else {
            throw SourceFailure("fetching \(address) failed: widgetry-fetch gave no answer")
        }
        if let failure = header["failure"]?.string {
            let place = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? address
            switch failure {
            case "refused": throw SourceFailure("connection refused by \(place)", detail: "nothing is listening there")
            case "timeout": throw SourceFailure("timed out after \(HTTPClient.seconds(timeout)) waiting for \(address)")
            case "host": throw SourceFailure("cannot find the host \(url.host ?? address)")
            case "offline": throw SourceFailure("not connected to the internet (fetching \(address))")
            case "lost": throw SourceFailure("the connection to \(place) was lost")
            case "tls": throw SourceFailure("a secure connection to \(place) failed")
            case "size": throw SourceFailure("the response from \(address) is larger than the limit of \(maxBytes) bytes")
            default:
                throw SourceFailure("fetching \(address) failed: \(TerminalText.sanitize(header["message"]?.string ?? "unknown error"))")
            }
        }
        guard let status = header["status"]?.int else {
            throw SourceFailure("invalid server response from \(address): not HTTP")
        }
        var fields: [String: String] = [:]
        if case .object(let members)? = header["headers"] {
            for member in members { if let value = member.value.string { fields[member.key] = value } }
        }
        return Answer(status: status, location: header["location"]?.string, body: Data(outcome.stdout[(newline + 1)...]), headers: fields)
    }

    /// `widgetry-fetch`: `WIDGETRY_FETCH`, else next to the running program, else on `PATH`.
    static func fetcherPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["WIDGETRY_FETCH"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let sibling = executable.deletingLastPathComponent().appendingPathComponent("widgetry-fetch").path
            if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/widgetry-fetch"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// `404 Not Found`.
    public static func statusText(_ status: Int) -> String {
        let reasons = [
            301: "Moved Permanently", 302: "Found", 304: "Not Modified", 400: "Bad Request", 401: "Unauthorized",
            403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 410: "Gone",
            418: "I'm a Teapot", 429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return reasons[status].map { "\(status) \($0)" } ?? "\(status)"
    }
}
