import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    print(formatter.string(from: date))
    print(formatter.string(from: Date(timeIntervalSince1970: 0)))
    let parsed = formatter.date(from: "2024-02-29 18:45:10")!
    print(parsed.timeIntervalSince1970)
    print(formatter.date(from: "2024-02-30 xx") == nil)
    print(formatter.dateFormat!)
}
