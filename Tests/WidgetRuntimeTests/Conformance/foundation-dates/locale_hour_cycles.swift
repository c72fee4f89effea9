import Foundation

func run() {
    for identifier in ["en_US", "de_DE", "ja_JP", "en_GB"] {
        let locale = Locale(identifier: identifier)
        let twelve = locale.hourCycle == .oneToTwelve
        print(identifier, locale.hourCycle, twelve ? "12-hour" : "24-hour")
    }
}
