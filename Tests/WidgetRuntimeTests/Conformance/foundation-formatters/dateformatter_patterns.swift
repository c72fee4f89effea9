import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let patterns = ["EEEE, MMM d", "EEE", "MMMM yyyy", "dd/MM/yy", "h:mm a", "HH:mm", "D", "yyyy-'W'ww", "MMM d, yyyy 'at' h a", "LLL", "d MMMM"]
    for pattern in patterns {
        formatter.dateFormat = pattern
        print(pattern, "=>", formatter.string(from: date))
    }
}
