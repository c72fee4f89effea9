import Foundation

func run() {
    let formatter = ISO8601DateFormatter()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    print(formatter.string(from: date))
    print(formatter.string(from: Date(timeIntervalSince1970: 0)))
    formatter.timeZone = TimeZone(secondsFromGMT: 3_600)
    print(formatter.string(from: date))
    let parsed = formatter.date(from: "2024-01-01T10:00:00+01:00")!
    print(parsed.timeIntervalSince1970)
}
