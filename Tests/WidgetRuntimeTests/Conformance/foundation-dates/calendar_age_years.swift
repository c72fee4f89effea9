import Foundation

func ageInYears(born: Date, on day: Date, calendar: Calendar) -> Int {
    calendar.dateComponents([.year], from: born, to: day).year!
}

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let born = calendar.date(from: DateComponents(year: 1990, month: 6, day: 15))!
    let checks = [(2024, 6, 14), (2024, 6, 15), (2024, 12, 1), (1990, 6, 15)]
    for (y, m, d) in checks {
        let day = calendar.date(from: DateComponents(year: y, month: m, day: d))!
        print(y, m, d, ageInYears(born: born, on: day, calendar: calendar))
    }
    let leapBorn = calendar.date(from: DateComponents(year: 2000, month: 2, day: 29))!
    let later = calendar.date(from: DateComponents(year: 2023, month: 3, day: 1))!
    print(ageInYears(born: leapBorn, on: later, calendar: calendar))
}
