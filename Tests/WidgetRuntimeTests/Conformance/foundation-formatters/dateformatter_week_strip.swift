import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE d"
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_700_000_000))
    let labels = (0..<7).map { offset in
        formatter.string(from: calendar.date(byAdding: .day, value: offset, to: start)!)
    }
    print(labels.joined(separator: " | "))
    formatter.dateFormat = "EEEEE"
    print(labels.indices.map { formatter.string(from: calendar.date(byAdding: .day, value: $0, to: start)!) }.joined())
}
