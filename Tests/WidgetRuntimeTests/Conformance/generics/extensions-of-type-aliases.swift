import Foundation

// An extension of a type alias extends the aliased type; an alias names its type as a value.
typealias DaySchedule = [String: [String]]
typealias WeekSchedule = [DaySchedule]
typealias Label = String

extension WeekSchedule {
    func routes(on day: Int) -> [String] {
        guard day >= 0 && day < count else { return [] }
        return self[day].keys.sorted()
    }
    var departures: Int { reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } } }
}

extension Label {
    var shouted: Label { uppercased() + "!" }
}

func decoded<T: Decodable>(_ type: T.Type, from text: String) -> T? {
    try? JSONDecoder().decode(type, from: Data(text.utf8))
}

func run() {
    let week: WeekSchedule = [["north": ["8:00", "9:00"], "west": ["8:30"]], ["east": ["10:00"]]]
    print(week.routes(on: 0), week.routes(on: 1), week.routes(on: 7))
    print(week.departures)
    let label: Label = "go"
    print(label.shouted)
    if let day = decoded(DaySchedule.self, from: "{\"south\": [\"7:15\", \"7:45\"]}") {
        print(day["south"] ?? [])
    }
    print(decoded(WeekSchedule.self, from: "[{}, {\"a\": []}]")?.count ?? -1)
}
