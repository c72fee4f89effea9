import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    print(calendar.component(.year, from: date))
    print(calendar.component(.month, from: date))
    print(calendar.component(.day, from: date))
    print(calendar.component(.hour, from: date))
    print(calendar.component(.minute, from: date))
    print(calendar.component(.second, from: date))
    print(calendar.component(.weekday, from: date))
    print(calendar.component(.era, from: date))
}
