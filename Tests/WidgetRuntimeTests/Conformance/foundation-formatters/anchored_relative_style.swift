import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    for offset: TimeInterval in [-60, -3_600, -172_800, 300, 604_800] {
        var style = Date.AnchoredRelativeFormatStyle(anchor: now.addingTimeInterval(offset), presentation: .numeric, unitsStyle: .wide)
        style.locale = us
        style.calendar = calendar
        print(style.format(now))
    }
    var named = Date.AnchoredRelativeFormatStyle(anchor: now.addingTimeInterval(-86_400), presentation: .named, unitsStyle: .wide)
    named.locale = us
    named.calendar = calendar
    print(named.format(now))
    var short = Date.AnchoredRelativeFormatStyle(anchor: now.addingTimeInterval(7_200), presentation: .numeric, unitsStyle: .abbreviated)
    short.locale = us
    short.calendar = calendar
    print(short.format(now))
}
