import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 1
    print(formatter.string(for: 95.0 / 60) ?? "nil")
    print(formatter.string(for: 1234567) ?? "nil")
    print(formatter.string(for: NSNumber(value: 2.25)) ?? "nil")
    print(formatter.string(for: "text") ?? "nil")
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.dateFormat = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: Locale(identifier: "en_US"))
    print(dates.dateFormat ?? "none")
    print(dates.string(from: Date(timeIntervalSince1970: 1_700_000_000)))
}
