// The program's own enum with cases WidgetKit's reload policy also has (`.after(date)`, `.never`, `.atEnd`): an
// implicit member whose type comes from around a closure is the program's case, not WidgetKit's.
import Foundation

enum OwnRefresh: CustomStringConvertible {
    case atEnd, after(Date), never
    var description: String {
        switch self {
        case .atEnd: return "at end"
        case .after(let date): return "after \(Int(date.timeIntervalSince1970))"
        case .never: return "never"
        }
    }
}

struct OwnSchedule { var refresh: OwnRefresh }

func ownRefresh(_ dates: [Date]) -> OwnRefresh {
    dates.last.map { .after($0) } ?? .never
}

func run() {
    let dates = [Date(timeIntervalSince1970: 60), Date(timeIntervalSince1970: 120)]
    let chosen: OwnRefresh = dates.first.map { .after($0) } ?? .atEnd
    let schedule = OwnSchedule(refresh: dates.isEmpty ? .never : dates.last.map { .after($0) } ?? .atEnd)
    print(chosen, schedule.refresh, ownRefresh(dates), ownRefresh([]))
}
