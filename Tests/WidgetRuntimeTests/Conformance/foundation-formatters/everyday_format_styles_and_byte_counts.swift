import Foundation
func run() {
    let d = Date(timeIntervalSince1970: 1_700_000_000)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"), calendar: utc, timeZone: TimeZone(identifier: "UTC")!)
    print(d.formatted(style))
    print(d.formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!).year().month(.wide).day()))
    print(d.formatted(.iso8601))
    print(0.256.formatted(.percent.locale(Locale(identifier: "en_US"))), 1234.5.formatted(.number.locale(Locale(identifier: "en_US"))))
    print(1234.5678.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US"))))
    print(42.formatted(.number.locale(Locale(identifier: "de_DE"))), 1234567.formatted(.number.locale(Locale(identifier: "de_DE"))))
    print(9.99.formatted(.currency(code: "EUR").locale(Locale(identifier: "en_US"))))
    print(3.formatted(), 3.5.formatted(.number.rounded(rule: .down, increment: 1).locale(Locale(identifier: "en_US"))))
    let bytes = ByteCountFormatter()
    bytes.countStyle = .file
    print(bytes.string(fromByteCount: 1_500_000))
    let m = Measurement(value: 5, unit: UnitLength.kilometers)
    print(m.converted(to: .meters).value, m.unit.symbol)
    print(String(format: "%02d:%02d", 7, 5), String(format: "%.1f%%", 45.25), String(format: "%5.2f|%-4d|", 2.5, 3))
}
