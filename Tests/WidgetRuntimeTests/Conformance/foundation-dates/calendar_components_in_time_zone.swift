import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let zone = TimeZone(identifier: "America/New_York")!
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let parts = calendar.dateComponents(in: zone, from: date)
    print(parts.year as Any, parts.month as Any, parts.day as Any, parts.hour as Any, parts.minute as Any, parts.weekday as Any)
    print(parts.timeZone?.identifier ?? "-", parts.calendar?.identifier == .gregorian)
    let tokyo = calendar.dateComponents(in: TimeZone(identifier: "Asia/Tokyo")!, from: date)
    if (tokyo.hour ?? 0) < 12 { print("morning in Tokyo", tokyo.hour ?? -1) } else { print("afternoon in Tokyo", tokyo.hour ?? -1) }
}
