import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2023, month: 11, day: 30, hour: 22))!
    let step = DateComponents(month: 1, day: 2, hour: 3)
    let next = calendar.date(byAdding: step, to: start)!
    print(next)
    let back = DateComponents(year: -1, minute: -15)
    print(calendar.date(byAdding: back, to: start)!)
    let weeks = DateComponents(weekOfYear: 3)
    print(calendar.date(byAdding: weeks, to: start)!)
    var seconds = DateComponents()
    seconds.second = 3_661
    print(calendar.date(byAdding: seconds, to: start)!)
}
