import Foundation

func run() {
    var india = Calendar(identifier: .gregorian)
    india.timeZone = TimeZone(secondsFromGMT: 19_800)!
    var pacific = Calendar(identifier: .gregorian)
    pacific.timeZone = TimeZone(secondsFromGMT: -8 * 3_600)!
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let a = india.dateComponents([.day, .hour, .minute], from: date)
    let b = pacific.dateComponents([.day, .hour, .minute], from: date)
    print(a.day!, a.hour!, a.minute!)
    print(b.day!, b.hour!, b.minute!)
    print(india.startOfDay(for: date))
    print(pacific.startOfDay(for: date))
    print(india.isDate(date, inSameDayAs: date.addingTimeInterval(3_600)))
}
