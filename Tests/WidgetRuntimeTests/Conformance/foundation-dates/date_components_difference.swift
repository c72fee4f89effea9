import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let from = calendar.date(from: DateComponents(year: 2024, month: 1, day: 15, hour: 10))!
    let to = calendar.date(from: DateComponents(year: 2024, month: 3, day: 20, hour: 7, minute: 45))!
    let diff = calendar.dateComponents([.month, .day, .hour, .minute], from: from, to: to)
    print(diff.month!, diff.day!, diff.hour!, diff.minute!)
    let days = calendar.dateComponents([.day], from: from, to: to).day!
    print(days)
    let hours = calendar.dateComponents([.hour], from: from, to: to).hour!
    print(hours)
    let back = calendar.dateComponents([.day, .hour], from: to, to: from)
    print(back.day!, back.hour!)
}
