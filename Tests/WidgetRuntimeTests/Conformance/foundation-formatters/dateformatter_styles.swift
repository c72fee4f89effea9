import Foundation

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let styles: [DateFormatter.Style] = [.none, .short, .medium, .long, .full]
    for style in styles {
        formatter.dateStyle = style
        formatter.timeStyle = .none
        print(formatter.string(from: date))
    }
    formatter.dateStyle = .none
    formatter.timeStyle = .short
    print(formatter.string(from: date))
    formatter.timeStyle = .medium
    print(formatter.string(from: date))
}
