import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let month = calendar.dateInterval(of: .month, for: date)!
    print(month.start, month.end, month.duration / 86_400)
    let year = calendar.dateInterval(of: .year, for: date)!
    print(year.start, year.end, year.duration / 86_400)
    let day = calendar.dateInterval(of: .day, for: date)!
    print(day.start, day.duration)
    let hour = calendar.dateInterval(of: .hour, for: date)!
    print(hour.start, hour.end)
}
