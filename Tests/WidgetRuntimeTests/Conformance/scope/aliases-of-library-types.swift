import Foundation

// A typealias of a library type names that type where it is called: `Moment(timeIntervalSince1970:)` is a Date.
typealias Moment = Date
typealias Stamp = DateFormatter
typealias Pair = (name: String, count: Int)

extension Moment {
    var dayNumber: Int { Int(timeIntervalSince1970 / 86_400) }
}

func run() {
    let start = Moment(timeIntervalSince1970: 86_400 * 3)
    let formatter = Stamp()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    print(formatter.string(from: start), start.dayNumber, Moment(timeIntervalSince1970: 0) < start)
    let pair: Pair = Pair(name: "a", count: 2)
    print(pair.name, pair.count)
}
