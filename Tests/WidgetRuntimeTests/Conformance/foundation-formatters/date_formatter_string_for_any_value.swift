import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE"
    let date = Date(timeIntervalSince1970: 86_400 * 3)
    print(formatter.string(for: date)!, formatter.string(for: 42) ?? "nil", formatter.string(for: "text") ?? "nil")
    print(formatter.string(from: date))
}
