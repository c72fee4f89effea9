import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 30, hour: 22, minute: 15))!
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"
    print(formatter.string(from: start))
    let nextMonth = calendar.date(byAdding: .month, value: 1, to: start)!
    print(formatter.string(from: nextMonth))
    let days = calendar.dateComponents([.day, .hour], from: start, to: nextMonth)
    print(days.day ?? -1, days.hour ?? -1)
    print(calendar.component(.weekday, from: start), calendar.component(.weekOfYear, from: start), calendar.component(.quarter, from: start))
    print(calendar.isDateInWeekend(start), calendar.isDate(start, inSameDayAs: start.addingTimeInterval(3600)))
    let startOfDay = calendar.startOfDay(for: start)
    print(formatter.string(from: startOfDay), start.timeIntervalSince(startOfDay))
    let range = calendar.range(of: .day, in: .month, for: nextMonth)!
    print(range.count, range.lowerBound, range.upperBound)
    var components = calendar.dateComponents([.year, .month], from: start)
    components.day = 1
    let firstOfMonth = calendar.date(from: components)!
    print(formatter.string(from: firstOfMonth))
    let end = calendar.date(bySettingHour: 9, minute: 0, second: 0, of: start)!
    print(formatter.string(from: end))
    let weekdays = (0..<7).map { calendar.date(byAdding: .day, value: $0, to: firstOfMonth)! }.map { calendar.component(.weekday, from: $0) }
    print(weekdays)
    formatter.dateFormat = "MMMM d, yyyy 'at' h:mm a"
    print(formatter.string(from: start))
    formatter.dateFormat = "dd/MM/yy"
    print(formatter.date(from: "05/03/26").map { calendar.component(.month, from: $0) } ?? -1)
    let iso = ISO8601DateFormatter()
    iso.timeZone = TimeZone(identifier: "UTC")
    print(iso.string(from: start), iso.date(from: "2026-02-03T04:05:06Z")!.timeIntervalSince1970)
    let interval = DateInterval(start: start, duration: 7200)
    print(interval.contains(start.addingTimeInterval(3600)), interval.duration, interval.end.timeIntervalSince(start))
    let sorted = [nextMonth, start, end].sorted()
    print(sorted.map { formatter.string(from: $0) })
    print(start < nextMonth, max(start, end) == start, Date(timeIntervalSince1970: 0).timeIntervalSince1970)
    let relative = calendar.dateComponents([.minute], from: end, to: start).minute ?? 0
    print(relative, relative / 60, relative % 60)
    let comps = DateComponents(calendar: calendar, year: 2024, month: 2, day: 29)
    print(comps.isValidDate, DateComponents(calendar: calendar, year: 2023, month: 2, day: 29).isValidDate)
    let duration = Duration.seconds(125)
    print(duration.components.seconds, Duration.milliseconds(1500) < .seconds(2))
}
