import Foundation

func run() {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let us = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let dates: [Date.FormatStyle.DateStyle] = [.numeric, .abbreviated, .long, .complete]
    for style in dates {
        print(date.formatted(Date.FormatStyle(date: style, time: .omitted, locale: us, calendar: calendar, timeZone: utc)))
    }
    let times: [Date.FormatStyle.TimeStyle] = [.shortened, .standard, .complete]
    for style in times {
        print(date.formatted(Date.FormatStyle(date: .omitted, time: style, locale: us, calendar: calendar, timeZone: utc)))
    }
}
