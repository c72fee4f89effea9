import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var parts = DateComponents(year: 2024, month: 7, day: 4, hour: 18)
    print(parts.date == nil, parts.calendar == nil, parts.timeZone == nil, parts.isValidDate)
    parts.calendar = calendar
    print(parts.date!, parts.isValidDate)
    print(parts.calendar?.identifier == .gregorian, parts.calendar?.timeZone.identifier ?? "none")
    parts.timeZone = TimeZone(secondsFromGMT: 7200)
    print(parts.date!, parts.timeZone!.secondsFromGMT())
    parts.minute = 45
    parts.day = 31
    print(parts.date!, parts.isValidDate)
    parts.timeZone = nil
    print(parts.date!, parts.timeZone == nil)
    let made = DateComponents(calendar: calendar, timeZone: TimeZone(identifier: "UTC")!, year: 2025, month: 2, day: 30)
    print(made.isValidDate, made.date!, made.timeZone!.identifier)
    print(made == DateComponents(calendar: calendar, timeZone: TimeZone(identifier: "UTC")!, year: 2025, month: 2, day: 30))
    print(made == DateComponents(year: 2025, month: 2, day: 30))
    let picked: DateComponents? = DateComponents(calendar: calendar, year: 2023, month: 12, day: 25)
    print(picked?.date ?? Date(timeIntervalSince1970: 0))
    let unset: DateComponents? = nil
    print(unset?.date ?? Date(timeIntervalSince1970: 0))
}
