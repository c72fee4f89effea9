import Foundation

func run() {
    let moment = Date(timeIntervalSince1970: 1_700_000_000)
    for identifier in [Calendar.Identifier.republicOfChina, .islamicCivil, .islamicTabular, .islamicUmmAlQura, .ethiopicAmeteMihret] {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: moment)
        print(parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, calendar.identifier == identifier)
    }
}
