import Foundation

struct ZoneClock {
    let label: String
    let timeFormatter: DateFormatter
    let dayFormatter: DateFormatter

    init(zone: String) {
        label = zone
        timeFormatter = DateFormatter()
        dayFormatter = DateFormatter()
        for (formatter, pattern) in [(timeFormatter, "HH:mm"), (dayFormatter, "EEE d MMM")] {
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: zone)
            formatter.dateFormat = pattern
        }
    }
}

final class ClockFace {
    let formatter: DateFormatter
    init(formatter: DateFormatter) { self.formatter = formatter }
    func text(_ date: Date) -> String { formatter.string(from: date) }
}

func run() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    for zone in ["UTC", "Asia/Tokyo"] {
        let clock = ZoneClock(zone: zone)
        print(clock.label, clock.dayFormatter.string(from: now), clock.timeFormatter.string(from: now))
    }
    let shared = DateFormatter()
    shared.locale = Locale(identifier: "en_US_POSIX")
    shared.timeZone = TimeZone(identifier: "UTC")
    shared.dateFormat = "HH:mm"
    let face = ClockFace(formatter: shared)
    print(face.text(now))
    shared.dateFormat = "yyyy-MM-dd"
    print(face.text(now), face.formatter === shared)
    let alias = shared
    alias.setLocalizedDateFormatFromTemplate("MMMd")
    print(shared.string(from: now))
}
