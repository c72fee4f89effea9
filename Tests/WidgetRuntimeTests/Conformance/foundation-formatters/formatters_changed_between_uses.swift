import Foundation

// One formatter of each kind used in a loop, its settings changed between uses: each use
// formats with the settings it has then, never with ones it had before.
func run() {
    let utc = TimeZone(identifier: "UTC")!
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = utc
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var lines: [String] = []
    for (step, format) in ["HH:mm", "yyyy-MM-dd", "HH:mm", "EEE d MMM"].enumerated() {
        dates.dateFormat = format
        let day = start.addingTimeInterval(Double(step) * 86_400)
        lines.append(dates.string(from: day))
        lines.append(dates.date(from: dates.string(from: day)).map { String(Int($0.timeIntervalSince1970) % 86_400) } ?? "nil")
    }
    print(lines.joined(separator: " | "))
    dates.timeZone = TimeZone(secondsFromGMT: 3_600)!
    dates.dateFormat = "HH:mm"
    print(dates.string(from: start))
    dates.locale = Locale(identifier: "fr_FR")
    dates.dateFormat = "EEEE"
    print(dates.string(from: start))

    let numbers = NumberFormatter()
    numbers.locale = Locale(identifier: "en_US")
    var written: [String] = []
    for digits in [0, 2, 0, 3] {
        numbers.maximumFractionDigits = digits
        written.append(numbers.string(from: NSNumber(value: 3.14159)) ?? "nil")
    }
    numbers.numberStyle = .percent
    written.append(numbers.string(from: NSNumber(value: 0.256)) ?? "nil")
    numbers.numberStyle = .decimal
    written.append(numbers.string(from: NSNumber(value: 12345.678)) ?? "nil")
    print(written)

    let iso = ISO8601DateFormatter()
    let first = iso.string(from: start)
    iso.formatOptions = [.withFullDate]
    print(first, iso.string(from: start))
    iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    print(iso.string(from: start.addingTimeInterval(0.25)))
}
