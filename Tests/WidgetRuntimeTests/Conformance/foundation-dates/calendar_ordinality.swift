import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let dates = [
        calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!,
        calendar.date(from: DateComponents(year: 2024, month: 3, day: 1))!,
        calendar.date(from: DateComponents(year: 2023, month: 12, day: 31))!,
    ]
    for date in dates {
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date)!
        let monthOfYear = calendar.ordinality(of: .month, in: .year, for: date)!
        let hourOfDay = calendar.ordinality(of: .hour, in: .day, for: date)!
        print(dayOfYear, monthOfYear, hourOfDay)
    }
}
