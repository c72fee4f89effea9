import Foundation

/// Times in the header and status lines (`09:00:01.234`), formatted by hand
/// in the session's time zone: a `DateFormatter` would bring in ICU's
/// calendar data, megabytes of resident memory for the life of the host.
struct ClockText {
    /// The zone's rules; nil for UTC, which needs none. Making a `TimeZone`, even
    /// UTC's, reads ICU's zone data, so the zone is given by its name.
    private let timeZone: TimeZone?

    /// The zone named `identifier` (`TZ`'s value); a name the system does not know is UTC.
    init(timeZoneIdentifier identifier: String) {
        switch identifier {
        case "UTC", "GMT", "Etc/UTC", "Etc/GMT": timeZone = nil
        default: timeZone = TimeZone(identifier: identifier)
        }
    }

    /// Milliseconds since midnight and the civil date of `date` in the time zone.
    private func parts(_ date: Date) -> (year: Int, month: Int, day: Int, milliseconds: Int) {
        // A date from a widget can be anything; keep it within ±100,000 years so the arithmetic cannot overflow.
        let seconds = date.timeIntervalSince1970 + Double(offset(at: date))
        let local = Int(((seconds.isFinite ? min(max(seconds, -3.2e12), 3.2e12) : 0) * 1000).rounded())
        let days = local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000
        let milliseconds = local - days * 86_400_000
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day, milliseconds)
    }

    /// UTC (the default) needs no time zone rules at all.
    private func offset(at date: Date) -> Int {
        timeZone?.secondsFromGMT(for: date) ?? 0
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// `HH:mm:ss`, or `HH:mm:ss.SSS` with milliseconds.
    func time(_ date: Date, milliseconds: Bool = false) -> String {
        let total = parts(date).milliseconds
        let whole = total / 1000, millis = total % 1000
        var text = "\(Self.two(whole / 3600)):\(Self.two(whole / 60 % 60)):\(Self.two(whole % 60))"
        if milliseconds { text += "." + (millis < 10 ? "00" : millis < 100 ? "0" : "") + "\(millis)" }
        return text
    }

    /// `yyyy-MM-dd HH:mm:ss`.
    func dateTime(_ date: Date) -> String {
        let p = parts(date)
        return "\(p.year)-\(Self.two(p.month))-\(Self.two(p.day)) " + time(date)
    }
}
