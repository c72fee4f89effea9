import Foundation
import Testing
@testable import WidgetRuntime
import WidgetSources

/// `DateFormatting` keeps the zone and locale by name until a date is formatted;
/// what it formats is the same as with the values made at once.
@Suite struct DateFormattingTests {
    @Test func aZoneByNameFormatsAsTheZoneItself() throws {
        let date = try #require(ISO8601.parse("2026-11-21T23:30:00Z"))
        let named = DateFormatting(timeZoneIdentifier: "Europe/Istanbul", localeIdentifier: "en_US")
        let given = DateFormatting(timeZone: try #require(TimeZone(identifier: "Europe/Istanbul")), locale: Locale(identifier: "en_US"))
        #expect(named.timeZoneIdentifier == "Europe/Istanbul")
        #expect(named.format(date, dateStyle: "abbreviated", timeStyle: "omitted") == "Nov 22, 2026")
        #expect(named.format(date, dateStyle: nil, timeStyle: nil) == given.format(date, dateStyle: nil, timeStyle: nil))
        #expect(named.locale.identifier == "en_US")
    }

    @Test func aZoneTheSystemDoesNotKnowIsUTC() throws {
        let date = try #require(ISO8601.parse("2026-11-21T23:30:00Z"))
        let unknown = DateFormatting(timeZoneIdentifier: "Nowhere/Else", localeIdentifier: "en_US")
        #expect(unknown.timeZone.secondsFromGMT(for: date) == 0)
        #expect(unknown.format(date, dateStyle: "numeric", timeStyle: "shortened") == "11/21/2026, 11:30 PM")
    }
}
