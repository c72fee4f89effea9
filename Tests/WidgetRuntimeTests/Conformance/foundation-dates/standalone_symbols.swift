import Foundation

// The calendar's stand-alone names of weekdays and months in their short and one-letter forms, and the
// seconds from the reference date of a fixed date and of now.
func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US_POSIX")
    print(calendar.shortStandaloneWeekdaySymbols, calendar.veryShortStandaloneWeekdaySymbols)
    print(calendar.shortStandaloneMonthSymbols.prefix(3), calendar.veryShortStandaloneMonthSymbols.suffix(2))
    print(Date(timeIntervalSinceReferenceDate: 86400).timeIntervalSinceReferenceDate, abs(Date.timeIntervalSinceReferenceDate - Date().timeIntervalSinceReferenceDate) < 1)
}
