import Foundation

func run() {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC")!
    let moment = Date(timeIntervalSince1970: 1_700_000_000)
    print(gregorian.dateComponents([.year, .month, .day, .hour, .weekday, .nanosecond, .weekOfYear, .quarter], from: moment))
    print(gregorian.dateComponents([.day, .hour], from: moment))
    print(gregorian.dateComponents([.month], from: moment, to: moment.addingTimeInterval(86400 * 40)))
    print(gregorian.dateComponents([.timeZone, .month], from: moment))
    var parts = DateComponents()
    parts.month = 2
    print(parts, parts.isLeapMonth == nil)
    parts.isLeapMonth = false
    print(parts, parts.isLeapMonth ?? true)
    print(gregorian.dateComponents([.month], from: moment) == DateComponents(month: 11))
}
