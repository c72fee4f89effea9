import Foundation

func run() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let meeting = DateInterval(start: start, duration: 5_400)
    print(meeting.start)
    print(meeting.end)
    print(meeting.duration)
    print(meeting.contains(start.addingTimeInterval(60)))
    print(meeting.contains(start.addingTimeInterval(5_400)))
    print(meeting.contains(start.addingTimeInterval(5_401)))
    print(meeting.contains(start.addingTimeInterval(-1)))
    let byEnd = DateInterval(start: start, end: start.addingTimeInterval(5_400))
    print(byEnd == meeting)
}
