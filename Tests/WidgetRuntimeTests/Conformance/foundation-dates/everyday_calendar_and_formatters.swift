import Foundation
func run() {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    let date = cal.date(from: DateComponents(year: 2024, month: 2, day: 28, hour: 22, minute: 30))!
    let next = cal.date(byAdding: .day, value: 2, to: date)!
    let comps = cal.dateComponents([.year, .month, .day, .weekday], from: next)
    print(comps.year!, comps.month!, comps.day!, comps.weekday!)
    print(cal.isDateInWeekend(next), cal.component(.hour, from: date), cal.range(of: .day, in: .month, for: date)!.count)
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd HH:mm EEE"
    print(f.string(from: date), f.string(from: next))
    print(f.date(from: "2023-12-31 23:59 Sun").map { f.string(from: $0.addingTimeInterval(60)) } ?? "nil")
    let diff = cal.dateComponents([.day, .hour], from: date, to: next.addingTimeInterval(3600 * 5))
    print(diff.day!, diff.hour!)
    print(date.timeIntervalSince1970, next.timeIntervalSince(date), date < next)
    let iso = ISO8601DateFormatter()
    print(iso.string(from: date), iso.date(from: "2024-03-01T00:00:00Z")!.timeIntervalSince1970)
    let start = cal.startOfDay(for: date)
    print(f.string(from: start), cal.dateInterval(of: .month, for: date)!.duration / 86400)
    let nf = NumberFormatter()
    nf.numberStyle = .decimal
    nf.locale = Locale(identifier: "en_US")
    print(nf.string(from: 1234567.891)!, nf.string(from: NSNumber(value: -42))!)
    nf.numberStyle = .percent
    print(nf.string(from: 0.256)!)
    nf.numberStyle = .currency
    nf.currencyCode = "USD"
    print(nf.string(from: 9.5)!)
}
