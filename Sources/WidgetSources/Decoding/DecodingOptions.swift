import Foundation

/// How JSON keys and dates map onto a widget's structs: the `keys:` and
/// `dates:` arguments of a source, named after `JSONDecoder`'s strategies.
public struct DecodingOptions: Sendable {
    public enum Keys: String, Sendable, CaseIterable {
        /// A field `openIssues` reads the key `openIssues`.
        case useDefaultKeys
        /// `open_issues` and `avatar_url` are read as `openIssues` and `avatarUrl`.
        case convertFromSnakeCase
    }

    public enum Dates: Sendable, Equatable {
        /// No `dates:` given: ISO-8601 text, or a number of seconds since 1970.
        case lenient
        case iso8601
        case secondsSince1970
        case millisecondsSince1970
        /// Seconds since 2001-01-01, `JSONDecoder`'s own default.
        case deferredToDate
        /// `.formatted("yyyy-MM-dd")`: a date format in the en_US_POSIX locale, UTC.
        case formatted(String)

        public static let names = ["iso8601", "secondsSince1970", "millisecondsSince1970", "deferredToDate", "formatted"]
    }

    public var keys: Keys = .useDefaultKeys
    public var dates: Dates = .lenient

    public init(keys: Keys = .useDefaultKeys, dates: Dates = .lenient) {
        self.keys = keys
        self.dates = dates
    }

    /// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`: the words after
    /// the first are capitalised and the underscores between them removed;
    /// leading and trailing underscores stay.
    public static func camelCase(fromSnakeCase key: String) -> String {
        guard key.contains("_") else { return key }
        let scalars = Array(key)
        guard let first = scalars.firstIndex(where: { $0 != "_" }) else { return key }
        guard let last = scalars.lastIndex(where: { $0 != "_" }) else { return key }
        let words = String(scalars[first...last]).split(separator: "_", omittingEmptySubsequences: true)
        guard let head = words.first else { return key }
        let tail = words.dropFirst().map { word in word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        return String(scalars[..<first]) + String(head) + tail.joined() + String(scalars[(last + 1)...])
    }

    /// The date `json` stands for under this strategy, or nil when it is not one.
    public func date(from json: JSONValue) -> Date? {
        switch (dates, json) {
        case (.lenient, .string(let text)), (.iso8601, .string(let text)): return ISO8601.parse(text)
        case (.lenient, .int(let n)), (.secondsSince1970, .int(let n)): return Date(timeIntervalSince1970: Double(n))
        case (.lenient, .double(let n)), (.secondsSince1970, .double(let n)): return Date(timeIntervalSince1970: n)
        case (.millisecondsSince1970, .int(let n)): return Date(timeIntervalSince1970: Double(n) / 1000)
        case (.millisecondsSince1970, .double(let n)): return Date(timeIntervalSince1970: n / 1000)
        case (.deferredToDate, .int(let n)): return Date(timeIntervalSinceReferenceDate: Double(n))
        case (.deferredToDate, .double(let n)): return Date(timeIntervalSinceReferenceDate: n)
        case (.formatted(let format), .string(let text)):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            return formatter.date(from: text)
        default: return nil
        }
    }

    /// What a date looks like under this strategy, for error messages.
    public var expectedDate: String {
        switch dates {
        case .lenient: return "Date (ISO-8601 text or seconds since 1970)"
        case .iso8601: return "Date (ISO-8601 text)"
        case .secondsSince1970: return "Date (seconds since 1970)"
        case .millisecondsSince1970: return "Date (milliseconds since 1970)"
        case .deferredToDate: return "Date (seconds since 2001)"
        case .formatted(let format): return "Date (text like \"\(format)\")"
        }
    }
}
