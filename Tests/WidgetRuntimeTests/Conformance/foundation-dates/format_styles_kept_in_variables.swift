import Foundation

extension Date.FormatStyle {
    static var dayAndMonth: Self { .dateTime.day().month(.wide) }
}

extension FormatStyle where Self == Date.FormatStyle {
    static var yearAlone: Date.FormatStyle { .dateTime.year() }
}

func run() {
    let moment = Date(timeIntervalSince1970: 1_700_000_000)
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened)
    style.timeZone = TimeZone(identifier: "UTC")!
    style.locale = Locale(identifier: "en_US")
    print(moment.formatted(style), style.format(moment))
    var monthYear = Date.FormatStyle.dateTime.year().month()
    monthYear.timeZone = TimeZone(secondsFromGMT: 0)!
    monthYear.locale = Locale(identifier: "en_US")
    print(monthYear.format(moment), monthYear.locale.identifier, monthYear.timeZone.identifier)
    var french = Date.FormatStyle(date: .long, time: .omitted)
    french.locale = Locale(identifier: "fr_FR")
    french.timeZone = TimeZone(secondsFromGMT: 3600)!
    print(moment.formatted(french))
    french.locale = Locale(identifier: "de_DE")
    print(moment.formatted(french))
    print(moment.formatted(Date.FormatStyle.dayAndMonth.locale(Locale(identifier: "en_US"))))
    print(moment.formatted(.yearAlone))
}
