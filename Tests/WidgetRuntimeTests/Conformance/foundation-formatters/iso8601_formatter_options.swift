import Foundation

func run() {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 1_700_000_000.25)
    formatter.formatOptions = [.withFullDate]
    print(formatter.string(from: date))
    formatter.formatOptions = [.withFullDate, .withDashSeparatorInDate]
    print(formatter.string(from: date))
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    print(formatter.string(from: date))
    formatter.formatOptions = [.withFullTime, .withColonSeparatorInTime]
    print(formatter.string(from: date))
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
    print(formatter.string(from: date))
}
