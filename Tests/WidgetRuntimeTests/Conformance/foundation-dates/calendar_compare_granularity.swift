import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let a = calendar.date(from: DateComponents(year: 2024, month: 5, day: 10, hour: 8))!
    let b = calendar.date(from: DateComponents(year: 2024, month: 5, day: 10, hour: 20))!
    let c = calendar.date(from: DateComponents(year: 2024, month: 6, day: 1))!
    let results = [
        calendar.compare(a, to: b, toGranularity: .day),
        calendar.compare(a, to: b, toGranularity: .hour),
        calendar.compare(c, to: a, toGranularity: .month),
        calendar.compare(a, to: c, toGranularity: .year),
    ]
    for result in results {
        switch result {
        case .orderedAscending: print("ascending")
        case .orderedSame: print("same")
        case .orderedDescending: print("descending")
        }
    }
}
