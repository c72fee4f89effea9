import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    print(parts.year ?? -1, parts.month ?? -1, parts.day ?? -1)
    print(parts.hour ?? -1, parts.minute ?? -1, parts.second ?? -1)
    print(parts.weekday == nil, parts.nanosecond == nil)
    let dayOnly = calendar.dateComponents([.day], from: date)
    print(dayOnly.day ?? 0, dayOnly.month == nil)
}
