import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var mondays: [Date] = []
    calendar.enumerateDates(startingAfter: start, matching: DateComponents(hour: 8, weekday: 2), matchingPolicy: .nextTime) { date, _, stop in
        if let date = date {
            mondays.append(date)
        }
        if mondays.count == 3 {
            stop = true
        }
    }
    for monday in mondays {
        print(monday)
    }
}
