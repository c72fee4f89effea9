import Foundation

func run() {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let utc = TimeZone(identifier: "UTC")!
    let base = Date.FormatStyle(locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: utc)
    print(date.formatted(base.year().month().day()))
    print(date.formatted(base.month(.wide).day()))
    print(date.formatted(base.weekday(.wide)))
    print(date.formatted(base.weekday(.abbreviated).day()))
    print(date.formatted(base.hour().minute()))
    print(date.formatted(base.year(.defaultDigits).month(.twoDigits)))
    print(date.formatted(base.month(.abbreviated).year()))
}
