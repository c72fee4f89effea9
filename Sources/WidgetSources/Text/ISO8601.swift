import Foundation

/// ISO-8601 date parsing and formatting, with and without fractional seconds.
public enum ISO8601 {
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = fractional.date(from: text) { return date }
        let dayOnly = ISO8601DateFormatter()
        dayOnly.formatOptions = [.withFullDate]
        return dayOnly.date(from: text)
    }

    public static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
