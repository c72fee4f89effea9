import Foundation

func iso8601StaticString() -> String {
    let utc = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 86_400 * 400 + 3_723)
    var lines: [String] = []
    lines.append(ISO8601DateFormatter.string(from: date, timeZone: utc, formatOptions: [.withYear, .withMonth, .withDay, .withDashSeparatorInDate]))
    lines.append(ISO8601DateFormatter.string(from: date, timeZone: utc, formatOptions: [.withInternetDateTime]))
    lines.append(ISO8601DateFormatter.string(from: date, timeZone: utc, formatOptions: .withFullDate))
    let plus2 = TimeZone(secondsFromGMT: 7_200)!
    lines.append(ISO8601DateFormatter.string(from: date, timeZone: plus2, formatOptions: [.withFullDate, .withFullTime]))
    return lines.joined(separator: "\n")
}

func run() {
    print(iso8601StaticString())
}
