import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "dd MMM yyyy"
    for text in ["05 Jan 2024", "31 Dec 1999", "29 Feb 2023", "hello"] {
        if let date = formatter.date(from: text) {
            print(text, date)
        } else {
            print(text, "nil")
        }
    }
    formatter.dateFormat = "yyyyMMdd'T'HHmm"
    print(formatter.date(from: "20240310T0930")!)
}
