import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    let friday = calendar.date(from: DateComponents(year: 2024, month: 6, day: 7, hour: 12))!
    for offset in 0..<4 {
        let day = calendar.date(byAdding: .day, value: offset, to: friday)!
        let weekday = calendar.component(.weekday, from: day)
        print(calendar.component(.day, from: day), weekday, calendar.isDateInWeekend(day))
    }
}
