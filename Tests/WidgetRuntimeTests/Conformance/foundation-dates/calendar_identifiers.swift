import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    print(calendar.identifier == .gregorian)
    print(calendar.timeZone.secondsFromGMT())
    print(calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
    print(calendar.maximumRange(of: .day)!, calendar.minimumRange(of: .day)!)
    print(calendar.maximumRange(of: .month)!)
    print(calendar.maximumRange(of: .hour)!)
    let copy = calendar
    print(copy == calendar)
}
