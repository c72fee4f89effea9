import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let morning = calendar.date(bySettingHour: 7, minute: 30, second: 0, of: date)!
    print(morning)
    let endOfDay = calendar.date(bySettingHour: 23, minute: 59, second: 59, of: date)!
    print(endOfDay)
    let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: date)!
    print(noon, noon < date)
    let setDay = calendar.date(bySetting: .day, value: 20, of: date)!
    print(setDay)
}
