import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm xxx"
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    for offset in [0, 3_600, -5 * 3_600, 19_800] {
        formatter.timeZone = TimeZone(secondsFromGMT: offset)
        print(formatter.string(from: date))
    }
    formatter.timeZone = TimeZone(secondsFromGMT: 7_200)
    formatter.dateFormat = "HH:mm Z"
    print(formatter.string(from: date))
}
