import Foundation

func run() {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    print(date.formatted(.iso8601))
    print(date.formatted(.iso8601.year().month().day()))
    print(date.formatted(.iso8601.year().month().day().dateSeparator(.omitted)))
    print(date.formatted(.iso8601.time(includingFractionalSeconds: false)))
    print(date.ISO8601Format())
    let style = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 3_600)!)
    print(date.formatted(style))
}
