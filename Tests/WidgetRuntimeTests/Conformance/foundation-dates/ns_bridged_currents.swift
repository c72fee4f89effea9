import Foundation

func run() {
    let locale: Locale = NSLocale.current
    print(locale.identifier == Locale.current.identifier)
    print(NSLocale.system.identifier)
    var calendar = NSCalendar.current
    print(calendar.identifier == Calendar.current.identifier)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let start = calendar.startOfDay(for: Date(timeIntervalSince1970: 90_000))
    print(start.timeIntervalSince1970)
    let zone: TimeZone = NSTimeZone.local
    print(zone.identifier == TimeZone.current.identifier)
    print(NSTimeZone.default.identifier == TimeZone.current.identifier, NSTimeZone.system.identifier == TimeZone.current.identifier)
    print(NSCalendar.autoupdatingCurrent.firstWeekday == Calendar.current.firstWeekday)
}
