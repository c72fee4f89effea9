import Foundation

/// Dates as text: in the `TZ` time zone (UTC when unset) and the `en_US`
/// locale unless `--locale` says otherwise, so output is reproducible.
///
/// The zone and the locale are kept by name and made when a date is formatted:
/// making a `TimeZone` or a `Locale` reads ICU's tables, megabytes of memory that
/// a widget showing no date (and the `watch` process drawing it) never needs.
public struct DateFormatting: Sendable {
    /// `TZ`'s zone name (`UTC`, `Europe/Istanbul`), as given.
    public let timeZoneIdentifier: String
    private let givenTimeZone: TimeZone?
    private let localeIdentifier: String
    private let givenLocale: Locale?

    public init(timeZone: TimeZone, locale: Locale) {
        timeZoneIdentifier = timeZone.identifier
        givenTimeZone = timeZone
        localeIdentifier = locale.identifier
        givenLocale = locale
    }

    /// A zone and a locale by their identifiers; a zone the system does not know is UTC.
    public init(timeZoneIdentifier: String, localeIdentifier: String) {
        self.timeZoneIdentifier = timeZoneIdentifier
        givenTimeZone = nil
        self.localeIdentifier = localeIdentifier
        givenLocale = nil
    }

    public var timeZone: TimeZone {
        givenTimeZone ?? TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(identifier: "UTC") ?? .current
    }

    public var locale: Locale { givenLocale ?? Locale(identifier: localeIdentifier) }

    /// From the environment: `TZ` (UTC if unset or unknown) and the given locale (en_US by default).
    public static func fromEnvironment(locale identifier: String? = nil) -> DateFormatting {
        let name = ProcessInfo.processInfo.environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
        return DateFormatting(timeZoneIdentifier: name.map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 } ?? "UTC",
                              localeIdentifier: identifier ?? "en_US")
    }

    public static let utc = DateFormatting(timeZoneIdentifier: "UTC", localeIdentifier: "en_US")

    /// Swift's `"\(date)"`: `2024-12-04 05:22:15 +0000`.
    static func swiftDescription(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return formatter.string(from: date)
    }

    /// `date.formatted(date: .abbreviated, time: .shortened)`; nil styles use the defaults (numeric date, shortened time).
    public func format(_ date: Date, dateStyle: String?, timeStyle: String?) -> String {
        let datePattern: String?
        switch dateStyle ?? "numeric" {
        case "omitted": datePattern = nil
        case "abbreviated": datePattern = "MMM d, yyyy"
        case "long": datePattern = "MMMM d, yyyy"
        case "complete": datePattern = "EEEE, MMMM d, yyyy"
        default: datePattern = "M/d/yyyy"
        }
        let timePattern: String?
        switch timeStyle ?? "shortened" {
        case "omitted": timePattern = nil
        case "standard": timePattern = "h:mm:ss a"
        case "complete": timePattern = "h:mm:ss a zzz"
        default: timePattern = "h:mm a"
        }
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.locale = locale
        func localized(_ pattern: String) -> String {
            if locale.identifier == "en_US" { return pattern }
            let template = pattern.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "/", with: "").replacingOccurrences(of: ":", with: "")
            return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? pattern
        }
        var parts: [String] = []
        if let datePattern {
            formatter.dateFormat = localized(datePattern)
            parts.append(formatter.string(from: date))
        }
        if let timePattern {
            formatter.dateFormat = localized(timePattern)
            parts.append(formatter.string(from: date))
        }
        return parts.joined(separator: ", ")
    }

    /// Whole days from `date` to `now` in this time zone's calendar, as
    /// `Calendar.current.dateComponents([.day], from: date, to: now).day` counts
    /// them (not midnights crossed; a day across a DST change is still one day).
    public func daysBetween(_ date: Date, and now: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateComponents([.day], from: date, to: now).day ?? 0
    }
}
