import Foundation

func countdownText(from now: Date, to event: Date, calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.day, .hour, .minute], from: now, to: event)
    guard event > now else { return "started" }
    return "\(parts.day!)d \(parts.hour!)h \(parts.minute!)m"
}

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let launch = calendar.date(from: DateComponents(year: 2023, month: 12, day: 25, hour: 9))!
    print(countdownText(from: now, to: launch, calendar: calendar))
    print(countdownText(from: now, to: now.addingTimeInterval(3_725), calendar: calendar))
    print(countdownText(from: now, to: now.addingTimeInterval(-10), calendar: calendar))
    let startOfNow = calendar.startOfDay(for: now)
    let startOfLaunch = calendar.startOfDay(for: launch)
    print(calendar.dateComponents([.day], from: startOfNow, to: startOfLaunch).day!)
}
