import Foundation

func updatedLabel(_ date: Date, _ formatter: DateFormatter) -> String {
    "Updated \(formatter.string(from: date))"
}

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: -5 * 3_600)
    formatter.dateFormat = "h:mm a"
    let base = Date(timeIntervalSince1970: 1_700_000_000)
    for minutes in [0, 47, 120, 600] {
        print(updatedLabel(base.addingTimeInterval(Double(minutes) * 60), formatter))
    }
    formatter.amSymbol = "am"
    formatter.pmSymbol = "pm"
    print(updatedLabel(base, formatter))
}
