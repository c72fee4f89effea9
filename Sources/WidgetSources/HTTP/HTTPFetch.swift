import Foundation

/// The `http` source's request, without the language: a URL and header
/// fields are checked, the host is what the permissions are asked about, and
/// the GET goes through `HTTPClient`; a status other than 2xx is an error
/// that carries the status.
public enum HTTPFetch {
    /// `text` as an http or https URL that names a host.
    public static func url(_ text: String) throws(SourceFailure) -> URL {
        let shown = TerminalText.sanitize(text)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { throw SourceFailure("invalid URL '\(shown)'") }
        guard scheme == "http" || scheme == "https" else { throw SourceFailure("invalid URL '\(shown)': only http and https are supported") }
        guard let host = url.host, !host.isEmpty else { throw SourceFailure("invalid URL '\(shown)': it names no host") }
        return url
    }

    /// What fetching `url` reaches: its host (lower-cased) and port.
    public static func access(_ url: URL) -> SourceAccess {
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        return .network(host: (url.host ?? "").lowercased(), port: port)
    }

    /// One field of `headers:`. A name that is not an HTTP token, a value with
    /// a line break (which would start another header), and `Host` (the URL
    /// names the host, and the permissions were checked against it) are
    /// refused rather than dropped or sent.
    public static func checkHeader(_ name: String, _ value: String) throws(SourceFailure) {
        let shown = TerminalText.sanitize(name.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n"))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(isTokenCharacter) else {
            throw SourceFailure("'headers:' has an invalid header name '\(shown)'; a name is letters, digits and !#$%&'*+-.^_`|~")
        }
        guard name.lowercased() != "host" else {
            throw SourceFailure("'headers:' cannot set Host; the host is the URL's, and the permissions are checked against it")
        }
        guard !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
            throw SourceFailure("the value of header '\(shown)' contains a line break (CR or LF) or NUL; a header value is one line")
        }
    }

    /// RFC 9110's `tchar`.
    public static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }

    /// GETs `url` within the context's timeout and size limit, following
    /// redirects only where the context's permissions allow.
    public static func get(_ url: URL, headers: [String: String], in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let permits = context.permits
        let client = HTTPClient(timeout: context.timeout, maxBytes: context.maxBytes) { permits(HTTPFetch.access($0)) }
        let response = try client.get(url, headers: headers)
        return SourcePayload(bytes: response.body, origin: url.absoluteString)
    }
}
