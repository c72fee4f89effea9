import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let morning = Date(timeIntervalSince1970: 1_700_006_400)
    let evening = morning.addingTimeInterval(15 * 3_600)
    let nextDay = morning.addingTimeInterval(20 * 3_600)
    print(calendar.isDate(morning, inSameDayAs: evening))
    print(calendar.isDate(morning, inSameDayAs: nextDay))
    print(calendar.isDate(morning, equalTo: nextDay, toGranularity: .month))
    print(calendar.isDate(morning, equalTo: nextDay, toGranularity: .hour))
    print(calendar.isDate(morning, equalTo: evening, toGranularity: .year))
}
