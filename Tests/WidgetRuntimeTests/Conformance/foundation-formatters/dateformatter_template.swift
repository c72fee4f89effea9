import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    formatter.setLocalizedDateFormatFromTemplate("MMMd")
    print(formatter.string(from: date))
    formatter.setLocalizedDateFormatFromTemplate("yMMMMd")
    print(formatter.string(from: date))
    formatter.setLocalizedDateFormatFromTemplate("jmm")
    print(formatter.string(from: date))
    print(DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: Locale(identifier: "en_US"))!)
}
