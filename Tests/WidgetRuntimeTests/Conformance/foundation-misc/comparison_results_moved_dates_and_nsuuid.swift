import Foundation

func run() {
    let start = Date(timeIntervalSince1970: 1_000_000)
    let later = start.addingTimeInterval(60)
    print(start.compare(later).rawValue, later.compare(start).rawValue, start.compare(start).rawValue)
    print("b".compare("a").rawValue, ComparisonResult.orderedAscending.rawValue)
    if Date(timeIntervalSince1970: 0).compare(start).rawValue < 0 { print("earlier") }
    var due = start
    due.addTimeInterval(60 * 60 * 24 * 7)
    print(due.timeIntervalSince(start), due == start.addingTimeInterval(604_800))
    var days: [Date] = [start, later]
    days[1].addTimeInterval(-60)
    print(days[0] == days[1])
    let id = NSUUID().uuidString
    print(id.count, id.split(separator: "-").map(\.count))
    print(NSUUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.uuidString ?? "nil", NSUUID(uuidString: "nope") == nil)
}
