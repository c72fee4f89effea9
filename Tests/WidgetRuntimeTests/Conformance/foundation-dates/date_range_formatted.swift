import Foundation

func run() {
    let us = Locale(identifier: "en_US"), utc = TimeZone(identifier: "UTC")!
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let sameMorning = start..<start.addingTimeInterval(1_800)
    let acrossNoon = start.addingTimeInterval(-14_400)..<start.addingTimeInterval(7_200)
    let days = start..<start.addingTimeInterval(3 * 86_400)
    let months = start..<start.addingTimeInterval(40 * 86_400)
    let styles: [(Date.FormatStyle.DateStyle?, Date.FormatStyle.TimeStyle?)] = [
        (.omitted, .shortened), (.abbreviated, .omitted), (.numeric, .shortened), (.long, .omitted), (nil, nil), (.complete, .standard),
    ]
    for range in [sameMorning, acrossNoon, days, months] {
        for (date, time) in styles {
            print(range.formatted(Date.IntervalFormatStyle(date: date, time: time, locale: us, timeZone: utc)))
        }
    }
    let german = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "de_DE"), timeZone: utc)
    print(german.format(days))
    let stepped = 7.advanced(by: 5), back = 3.0.advanced(by: -0.5)
    print(stepped, back, 10.distance(to: 4), 1.5.distance(to: 4.0), UInt8(250).advanced(by: 5))
    var text = Substring()
    text += "abc".dropFirst()
    print(text, text.isEmpty, Substring().isEmpty)
}
