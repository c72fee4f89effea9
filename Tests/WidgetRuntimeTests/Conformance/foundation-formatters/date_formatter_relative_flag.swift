import Foundation
func run() {
    let f = DateFormatter()
    f.dateStyle = .medium
    f.timeStyle = .none
    f.locale = Locale(identifier: "en_US")
    f.timeZone = TimeZone(identifier: "UTC")
    print(f.doesRelativeDateFormatting)
    f.doesRelativeDateFormatting = true
    print(f.string(from: Date(timeIntervalSince1970: 0)), f.doesRelativeDateFormatting)
}
