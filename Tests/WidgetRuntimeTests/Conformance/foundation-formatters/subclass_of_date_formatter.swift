import Foundation

// A DateFormatter subclass that fixes its format in init (with the init(coder:)
// Swift requires beside it) and adds a method using the formatter's own.
class DayStampFormatter: DateFormatter, @unchecked Sendable {
    override init() {
        super.init()
        dateFormat = "yyyy-MM-dd"
        timeZone = TimeZone(identifier: "UTC")
        locale = Locale(identifier: "en_US_POSIX")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func day(_ seconds: Double) -> String {
        string(from: Date(timeIntervalSince1970: seconds))
    }
}

func run() {
    let formatter = DayStampFormatter()
    print(formatter.day(86400 * 3), formatter.dateFormat!)
    print(formatter.string(from: Date(timeIntervalSince1970: 0)))
    print(formatter.date(from: "2024-02-29")?.timeIntervalSince1970 ?? -1)
    formatter.dateFormat = "dd/MM"
    print(formatter.day(86400 * 40))
}
