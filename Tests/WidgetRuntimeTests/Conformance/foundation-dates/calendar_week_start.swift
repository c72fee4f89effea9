import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let sundayWeek = calendar.dateInterval(of: .weekOfYear, for: date)!
    print(calendar.firstWeekday, sundayWeek.start, sundayWeek.end)
    calendar.firstWeekday = 2
    let mondayWeek = calendar.dateInterval(of: .weekOfYear, for: date)!
    print(calendar.firstWeekday, mondayWeek.start, mondayWeek.end)
    var days: [Int] = []
    var cursor = mondayWeek.start
    while cursor < mondayWeek.end {
        days.append(calendar.component(.day, from: cursor))
        cursor = calendar.date(byAdding: .day, value: 1, to: cursor)!
    }
    print(days)
}
