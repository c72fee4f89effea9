import Foundation

struct HourlyEntry {
    let date: Date
    let label: String
}

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let top = calendar.dateInterval(of: .hour, for: now)!.start
    var entries: [HourlyEntry] = []
    for offset in 0..<5 {
        let date = calendar.date(byAdding: .hour, value: offset, to: top)!
        let hour = calendar.component(.hour, from: date)
        entries.append(HourlyEntry(date: date, label: "\(hour):00"))
    }
    for entry in entries {
        print(entry.label, entry.date.timeIntervalSince1970)
    }
    print(entries.count, entries.last!.date)
}
