import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    print(calendar.weekdaySymbols.joined(separator: ","))
    print(calendar.shortWeekdaySymbols.joined(separator: ","))
    print(calendar.monthSymbols.joined(separator: ","))
    print(calendar.shortMonthSymbols.joined(separator: ","))
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let weekday = calendar.component(.weekday, from: date)
    let month = calendar.component(.month, from: date)
    print(calendar.weekdaySymbols[weekday - 1], calendar.monthSymbols[month - 1])
}
