import Foundation

// `.calendar` and `.timeZone` among the components asked of a calendar set the
// components' calendar and time zone; without them both stay nil.
func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 3600)!
    let parts = calendar.dateComponents([.calendar, .timeZone, .year, .month, .hour], from: Date(timeIntervalSince1970: 86400 * 40))
    print(parts.year!, parts.month!, parts.hour!, parts.calendar?.identifier == .gregorian, parts.timeZone?.secondsFromGMT() ?? 0)
    let plain = calendar.dateComponents([.year], from: Date(timeIntervalSince1970: 0))
    print(plain.calendar == nil, plain.timeZone == nil, plain.year!)
    print(calendar.date(from: parts)?.timeIntervalSince1970 ?? -1)
    let zoneOnly = calendar.dateComponents([.timeZone, .day], from: Date(timeIntervalSince1970: 0))
    print(zoneOnly.timeZone?.secondsFromGMT() ?? 0, zoneOnly.calendar == nil, zoneOnly.day!)
}
