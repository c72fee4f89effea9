import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for (year, month) in [(2024, 2), (2023, 2), (2024, 4), (2024, 12), (1900, 2), (2000, 2)] {
        let date = calendar.date(from: DateComponents(year: year, month: month, day: 15))!
        let days = calendar.range(of: .day, in: .month, for: date)!
        print(year, month, days.lowerBound, days.upperBound, days.count)
    }
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let hours = calendar.range(of: .hour, in: .day, for: date)!
    print(hours.count, hours.lowerBound)
    let months = calendar.range(of: .month, in: .year, for: date)!
    print(months.count)
}
