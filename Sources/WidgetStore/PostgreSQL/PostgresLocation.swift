import Foundation

/// Where a PostgreSQL store lives: a `postgresql://` (or `postgres://`) URL, given as
/// `--store` or `WIDGETRY_STORE`. Its `schema` parameter names the PostgreSQL schema
/// that holds this store's tables (default `widgetry`); every other part goes to libpq
/// as it is. Passwords come from the URL, `PGPASSWORD` or `PGPASSFILE` (libpq reads
/// the last two itself) and never appear in a message: `redacted` hides them.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    public static let defaultSchema = "widgetry"

    /// The URL handed to libpq (without the `schema` parameter).
    let connectionURL: String
    /// The PostgreSQL schema holding the store's tables and metadata.
    public let schema: String
    /// The URL with any password replaced by `***`, for messages.
    public let redacted: String

    /// True for a store argument that names a PostgreSQL server rather than a file.
    public static func isServerURL(_ store: String) -> Bool {
        let lowered = store.lowercased()
        return lowered.hasPrefix("postgresql://") || lowered.hasPrefix("postgres://")
    }

    /// Nil when `store` is a file path; an error when it is a URL that cannot be used.
    public init?(store: String) throws {
        guard Self.isServerURL(store) else { return nil }
        guard var parts = URLComponents(string: store) else {
            throw StoreError.cannotOpen(path: Self.redact(store), reason: "this is not a valid postgresql:// URL")
        }
        var items = parts.queryItems ?? []
        let named = items.first { $0.name == "schema" }?.value
        items.removeAll { $0.name == "schema" }
        let schema = named ?? Self.defaultSchema
        if schema.isEmpty || schema.utf8.count > 40 || schema.hasPrefix("pg_")
            || schema.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\"" }) {
            throw StoreError.cannotOpen(path: Self.redact(store),
                                        reason: "the schema name '\(schema)' cannot be used (1 to 40 bytes, no quotes or control characters, not starting with pg_)")
        }
        // Fail fast rather than hang when the server is away, unless the URL says otherwise.
        if !items.contains(where: { $0.name == "connect_timeout" }) {
            items.append(URLQueryItem(name: "connect_timeout", value: "3"))
        }
        if !items.contains(where: { $0.name == "application_name" }) {
            items.append(URLQueryItem(name: "application_name", value: "widgetry"))
        }
        parts.queryItems = items
        guard let url = parts.string else {
            throw StoreError.cannotOpen(path: Self.redact(store), reason: "this is not a valid postgresql:// URL")
        }
        self.connectionURL = url
        self.schema = schema
        self.redacted = Self.redact(store)
    }

    public var description: String { redacted }

    /// The NOTIFY channel of this store: every commit is announced on it.
    var channel: String { "widgetry:" + schema }

    /// `text` with the URL's password (and any `password=` setting) replaced by `***`.
    public static func redact(_ text: String) -> String {
        var result = text
        // URL userinfo: scheme://user:password@host
        if let scheme = result.range(of: "://") {
            let rest = result[scheme.upperBound...]
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            if let at = rest[..<end].lastIndex(of: "@"), let colon = rest[..<at].firstIndex(of: ":") {
                result.replaceSubrange(result.index(after: colon)..<at, with: "***")
            }
        }
        // password=... in a query string or a conninfo string.
        var output = ""
        var remaining = Substring(result)
        while let range = remaining.range(of: "password=", options: .caseInsensitive) {
            output += remaining[..<range.upperBound] + "***"
            remaining = remaining[range.upperBound...]
            let end = remaining.firstIndex { $0 == "&" || $0 == " " || $0 == "#" } ?? remaining.endIndex
            remaining = remaining[end...]
        }
        return output + remaining
    }

    /// `message` with this location's password (however it appears) hidden.
    func scrub(_ message: String) -> String {
        var result = Self.redact(message)
        if let password = URLComponents(string: connectionURL)?.password, !password.isEmpty {
            result = result.replacingOccurrences(of: password, with: "***")
            if let decoded = password.removingPercentEncoding, !decoded.isEmpty {
                result = result.replacingOccurrences(of: decoded, with: "***")
            }
        }
        return result
    }
}
