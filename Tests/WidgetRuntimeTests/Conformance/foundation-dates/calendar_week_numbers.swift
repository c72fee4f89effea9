import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    let stamps: [(Int, Int, Int)] = [(2024, 1, 1), (2024, 3, 15), (2024, 12, 31), (2023, 1, 1)]
    for (y, m, d) in stamps {
        let date = calendar.date(from: DateComponents(year: y, month: m, day: d))!
        let week = calendar.component(.weekOfYear, from: date)
        let weekOfMonth = calendar.component(.weekOfMonth, from: date)
        let weekYear = calendar.component(.yearForWeekOfYear, from: date)
        let ordinal = calendar.component(.weekdayOrdinal, from: date)
        print(y, m, d, week, weekOfMonth, weekYear, ordinal)
    }
}
