import Foundation

struct DailyRow {
    let weekday: Int
    let day: Int
    let isToday: Bool
}

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let today = Date(timeIntervalSince1970: 1_700_000_000)
    let start = calendar.startOfDay(for: today)
    let rows = (-2...2).map { offset -> DailyRow in
        let date = calendar.date(byAdding: .day, value: offset, to: start)!
        return DailyRow(weekday: calendar.component(.weekday, from: date), day: calendar.component(.day, from: date), isToday: calendar.isDate(date, inSameDayAs: today))
    }
    for row in rows {
        print(row.weekday, row.day, row.isToday ? "today" : "-")
    }
}
