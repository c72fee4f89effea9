import Foundation

func run() {
    var parts = DateComponents()
    print(parts.year == nil, parts.month == nil)
    parts.year = 2024
    parts.month = 7
    parts.day = 4
    parts.hour = 18
    print(parts.year!, parts.month!, parts.day!, parts.hour!)
    parts.setValue(30, for: .minute)
    print(parts.value(for: .minute)!, parts.value(for: .second) == nil)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    print(parts.isValidDate(in: calendar))
    parts.day = 32
    print(parts.isValidDate(in: calendar))
    let other = DateComponents(year: 2024, month: 7)
    print(other == DateComponents(year: 2024, month: 7), other == parts)
}
