import Foundation

struct DescribedSchedule {
    var zone: TimeZone
    var interval: DateInterval
}

func run() {
    let paris = TimeZone(identifier: "Europe/Paris")
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    print(paris ?? .current, [TimeZone(abbreviation: "PST") ?? .current])
    print(TimeZone(secondsFromGMT: 3600) ?? .current, TimeZone(secondsFromGMT: -19800) ?? .current)
    print(Locale(identifier: "fr_FR"), [Locale(identifier: "de")], "\(Locale(identifier: "ja_JP"))")
    let meeting = DateInterval(start: start, duration: 5400)
    print(meeting, [meeting.start])
    print("\(DateInterval(start: start, end: start))")
    let schedule = DescribedSchedule(zone: paris ?? .current, interval: meeting)
    print(String(describing: schedule.zone), schedule.interval.duration)
    print(schedule)
}
