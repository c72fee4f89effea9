import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.minimumIntegerDigits = 2
    let seconds = 3_725
    let parts = [seconds / 3_600, (seconds % 3_600) / 60, seconds % 60]
    print(parts.map { formatter.string(from: NSNumber(value: $0))! }.joined(separator: ":"))
    formatter.formatWidth = 6
    formatter.paddingCharacter = "*"
    print(formatter.string(from: 42)!)
    formatter.paddingPosition = .afterSuffix
    print(formatter.string(from: 42)!)
}
