import Foundation
import Testing
@testable import WidgetRuntime

/// `DateInterval`, the calendar's weekday and month names, `dateInterval(of:for:)` and
/// `ordinality(of:in:for:)`, computed by Foundation in the session's time zone.
@Suite struct DateIntervalTests {
    typealias H = BuiltinHarness

    @Test func intervalsAndOrdinalitiesAreFoundations() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let now = Date(timeIntervalSince1970: 1_740_787_200)  // 2025-03-01T00:00:00Z
        let week = try #require(calendar.dateInterval(of: .weekOfYear, for: now))
        #expect(try H.evaluate("Calendar.current.dateInterval(of: .weekOfYear, for: now)!.duration") == "\(week.duration)")
        #expect(try H.evaluate("Calendar.current.ordinality(of: .day, in: .year, for: now)!") == "60")
        #expect(try H.evaluate("DateInterval(start: now, duration: 3600).contains(now + 30.minutes)") == "true")
        #expect(try H.evaluate("Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970") == "978307200.0")
        #expect(try H.evaluate("now.description") == "2025-03-01 00:00:00 +0000")
    }

    @Test func namesFollowTheLocale() throws {
        #expect(try H.evaluate("Calendar.current.weekdaySymbols[0]") == "Sunday")
        #expect(try H.evaluate("Calendar.current.shortMonthSymbols[2]", locale: "de_DE") == "März")
    }

    @Test func anIntervalEndingBeforeItStartsIsALocatedError() throws {
        #expect(throws: (any Error).self) { try H.evaluate("DateInterval(start: now, end: now - 1.hours)") }
    }
}
