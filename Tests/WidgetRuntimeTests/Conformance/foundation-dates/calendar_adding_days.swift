import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 9))!
    print(calendar.date(byAdding: .day, value: 1, to: start)!)
    print(calendar.date(byAdding: .month, value: 1, to: start)!)
    print(calendar.date(byAdding: .month, value: 2, to: start)!)
    print(calendar.date(byAdding: .year, value: 1, to: start)!)
    print(calendar.date(byAdding: .hour, value: -10, to: start)!)
    print(calendar.date(byAdding: .weekOfYear, value: 2, to: start)!)
    print(calendar.date(byAdding: .minute, value: 90, to: start)!)
}
