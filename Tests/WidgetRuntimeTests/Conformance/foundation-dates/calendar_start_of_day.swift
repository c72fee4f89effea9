import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let moments: [TimeInterval] = [1_700_000_000, 1_700_006_400, 86_400 * 10, 86_400 * 10 - 1]
    for t in moments {
        let date = Date(timeIntervalSince1970: t)
        let start = calendar.startOfDay(for: date)
        print(date, "->", start, Int(date.timeIntervalSince(start)))
    }
}
