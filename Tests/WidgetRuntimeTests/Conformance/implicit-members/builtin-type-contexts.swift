import Foundation

// Implicit members of Foundation and standard types where a parameter, a property or a result
// names the type: each is that type's static, as swiftc binds it.
struct Window {
    var start: Date = .distantPast
    var end: Date = .distantFuture
    var limit: Double = .infinity
    var floor: Int = .min
}

func latest(_ dates: [Date]) -> Date { dates.max() ?? .distantPast }

func largest(_ values: [Double]) -> Double { values.max() ?? -.infinity }

func run() {
    let window = Window()
    print(window.start == Date.distantPast, window.end == Date.distantFuture, window.limit, window.floor == Int.min)
    print(latest([]) == Date.distantPast, largest([]), largest([2, 7.5]))
    let calendar = Calendar(identifier: .gregorian)
    let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1)) ?? .distantPast
    let days = calendar.dateComponents([.day], from: .distantPast, to: start).day ?? 0
    print(days > 700_000, calendar.identifier == .gregorian)
    print(min(3.5, .pi), max(1, .zero), Double.maximum(.nan, 4))
    let stamps: [Date] = [.distantFuture, .distantPast]
    print(stamps.sorted() == [Date.distantPast, Date.distantFuture])
    var interval = DateInterval(start: .distantPast, end: start)
    interval.end = .distantFuture
    print(interval.duration > 1e10)
}
