import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let leap = calendar.date(from: DateComponents(year: 2024, month: 2, day: 29, hour: 8))!
    print(leap)
    print(leap.timeIntervalSince1970)
    let newYear = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1))!
    print(newYear)
    let overflow = calendar.date(from: DateComponents(year: 2023, month: 13, day: 1))!
    print(overflow)
    let dayZero = calendar.date(from: DateComponents(year: 2024, month: 3, day: 0))!
    print(dayZero)
}
