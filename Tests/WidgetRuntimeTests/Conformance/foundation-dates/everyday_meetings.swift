import Foundation
struct EverydayMeeting: Identifiable, Hashable { let id = UUID(); let title: String; let start: Date; let minutes: Int }
extension Date {
    func everydayAdding(minutes: Int) -> Date { addingTimeInterval(TimeInterval(minutes * 60)) }
}
func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let base = calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 9))!
    let meetings = [EverydayMeeting(title: "Standup", start: base, minutes: 15),
                    EverydayMeeting(title: "Review", start: base.everydayAdding(minutes: 90), minutes: 60),
                    EverydayMeeting(title: "Lunch", start: base.everydayAdding(minutes: 180), minutes: 45)]
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    formatter.timeZone = calendar.timeZone
    for m in meetings.sorted(by: { $0.minutes > $1.minutes }) {
        print(m.title, formatter.string(from: m.start), "-", formatter.string(from: m.start.everydayAdding(minutes: m.minutes)))
    }
    let total = meetings.map(\.minutes).reduce(0, +)
    print("\(total / 60)h \(total % 60)m", meetings.count(where: { $0.minutes >= 45 }))
    let byHour = Dictionary(grouping: meetings) { calendar.component(.hour, from: $0.start) }
    print(byHour.keys.sorted(), byHour[10]?.first?.title ?? "-")
    let next = meetings.first { $0.start > base.everydayAdding(minutes: 30) }
    print(next?.title ?? "none", Set(meetings).count)
    let gaps = zip(meetings, meetings.dropFirst()).map { Int($1.start.timeIntervalSince($0.start.everydayAdding(minutes: $0.minutes)) / 60) }
    print(gaps)
    let interval = DateInterval(start: base, duration: 3600 * 4)
    print(meetings.filter { interval.contains($0.start) }.count, Int(interval.duration / 3600))
}
