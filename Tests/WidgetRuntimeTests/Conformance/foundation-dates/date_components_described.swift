import Foundation

func run() {
    let parts = DateComponents(year: 2024, month: 2, day: 29, hour: 3, weekday: 5)
    print(parts)
    print(DateComponents(), "|", "\(DateComponents(minute: 4))")
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    let start = cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!
    let next = cal.date(byAdding: .year, value: 1, to: start)!
    print(cal.dateComponents([.month, .day], from: start, to: next))
    print([DateComponents(day: 1), DateComponents(second: 0)])
}
