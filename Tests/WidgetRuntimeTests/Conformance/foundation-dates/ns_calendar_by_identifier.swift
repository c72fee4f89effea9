import Foundation

func run() {
    let gregorian = NSCalendar(calendarIdentifier: .gregorian)!
    var parts = DateComponents()
    parts.year = 2024
    parts.month = 3
    parts.day = 9
    parts.timeZone = TimeZone(identifier: "UTC")
    let date = gregorian.date(from: parts)!
    print(date)
    if let buddhist = NSCalendar(calendarIdentifier: .buddhist) {
        print(buddhist.date(from: parts)!.timeIntervalSince1970 != date.timeIntervalSince1970)
    }
}
