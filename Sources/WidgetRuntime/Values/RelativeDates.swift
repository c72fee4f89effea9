import Foundation

/// `RelativeDateTimeFormatter` and `.formatted(.relative(presentation:))` in
/// English, as Apple's formatter words them: the largest whole unit, "in 2 hours",
/// "3 days ago"; the named presentation says "yesterday", "tomorrow", "now".
/// (Linux's Foundation has no RelativeDateTimeFormatter.)
public enum RelativeDates {
    public enum UnitsStyle: String, Sendable { case full, spellOut, short, abbreviated }

    static let units: [(name: String, short: String, abbreviated: String, seconds: Double)] = [
        ("year", "yr.", "yr.", 31_536_000), ("month", "mo.", "mo.", 2_592_000), ("week", "wk.", "wk.", 604_800),
        ("day", "day", "day", 86_400), ("hour", "hr.", "hr.", 3_600), ("minute", "min.", "min.", 60), ("second", "sec.", "sec.", 1),
    ]

    public static func format(_ interval: Double, named: Bool, style: UnitsStyle) -> String {
        let magnitude = abs(interval)
        guard magnitude.isFinite else { return "" }
        let future = interval >= 0
        for unit in units where magnitude >= unit.seconds || unit.name == "second" {
            let count = Int(magnitude / unit.seconds)
            if named {
                if unit.name == "second" && count == 0 { return "now" }
                if unit.name == "day" && count == 1 { return future ? "tomorrow" : "yesterday" }
                if count == 1, ["year", "month", "week"].contains(unit.name) { return (future ? "next " : "last ") + unit.name }
            }
            let word: String
            switch style {
            case .full, .spellOut: word = count == 1 ? unit.name : unit.name + "s"
            case .short, .abbreviated: word = unit.name == "day" ? (count == 1 ? "day" : "days") : unit.short
            }
            let amount = style == .spellOut ? spelled(count) : String(count)
            return future ? "in \(amount) \(word)" : "\(amount) \(word) ago"
        }
        return "now"
    }

    static func spelled(_ n: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: n)) ?? String(n)
    }
}
