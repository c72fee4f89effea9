import Foundation

extension DateFormatter {
    static func bareTemplateFormatter(_ template: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: "en_US"))
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }
}

extension Int {
    static func bareLarger(_ a: Int, _ b: Int) -> Int { Swift.max(a, b) }
    static func bareDescribe() -> String { "\(bareLarger(3, 9)) \(random(in: 5...5))" }
}

func run() {
    let formatter = DateFormatter.bareTemplateFormatter("yyyyMMMd")
    print(formatter.dateFormat!, formatter.string(from: Date(timeIntervalSince1970: 0)))
    print(Int.bareDescribe())
}
