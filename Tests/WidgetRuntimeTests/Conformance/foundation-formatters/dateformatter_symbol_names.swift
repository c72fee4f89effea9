import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    print(formatter.shortStandaloneWeekdaySymbols.map { $0 })
    print(formatter.veryShortWeekdaySymbols.joined(separator: " "))
    print(formatter.monthSymbols.prefix(3), formatter.shortMonthSymbols.count)
    formatter.locale = Locale(identifier: "fr_FR")
    print(formatter.weekdaySymbols.map { $0 })
    let firstMonth: String = formatter.standaloneMonthSymbols[0]
    print(firstMonth)
}
