import Foundation
func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var p = DateComponents(year: 2024, month: 7, day: 4)
    p.timeZone = TimeZone(secondsFromGMT: 3600)
    p.calendar = calendar
    print(p.calendar!.timeZone.secondsFromGMT(), p.date!)
    p.timeZone = TimeZone(secondsFromGMT: 7200)
    print(p.calendar!.timeZone.secondsFromGMT(), p.date!)
    p.timeZone = nil
    print(p.calendar!.timeZone.secondsFromGMT(), p.date!)
    p.calendar = nil
    print(p.date == nil)
    let m = DateComponents(calendar: calendar, timeZone: TimeZone(secondsFromGMT: -3600), year: 2024)
    print(m.calendar!.timeZone.secondsFromGMT(), m.date!)
    print(TimeZone(identifier: "UTC")!.identifier, TimeZone(secondsFromGMT: 7200)!.identifier)
    print(calendar == m.calendar!)
    var q = DateComponents(year: 2024, month: 2, day: 30)
    print(q.isValidDate(in: calendar), q.isValidDate)
    q.calendar = calendar
    print(q.isValidDate)
    q.nanosecond = 5
    print(q.nanosecond!)
}
