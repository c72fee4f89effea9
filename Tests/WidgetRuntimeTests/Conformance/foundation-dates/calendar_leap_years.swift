import Foundation

func dayCountInFebruary(_ year: Int, _ calendar: Calendar) -> Int {
    let date = calendar.date(from: DateComponents(year: year, month: 2, day: 1))!
    return calendar.range(of: .day, in: .month, for: date)!.count
}

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for year in [1900, 1996, 2000, 2023, 2024, 2100] {
        let days = dayCountInFebruary(year, calendar)
        let yearDate = calendar.date(from: DateComponents(year: year))!
        let daysInYear = calendar.range(of: .day, in: .year, for: yearDate)!.count
        print(year, days, days == 29 ? "leap" : "common", daysInYear)
    }
}
