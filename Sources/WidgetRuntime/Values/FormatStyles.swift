import Foundation
import WidgetLanguage
import WidgetSources

/// `.formatted(…)` with a format style, as Swift's FormatStyle writes it.
/// A style is written with implicit members (`.dateTime.year().month()`),
/// which evaluate to a chain of `.member` values read here.
extension Interpreter {
    /// The steps of a style chain: `.dateTime.year().month(.wide)` → [dateTime, year, month(.wide)].
    func styleSteps(_ value: Value) -> [(name: String, arguments: [Value])] {
        guard case .member(let name, let arguments) = value else { return [] }
        var steps: [(name: String, arguments: [Value])] = []
        let parts = name.split(separator: ".").map(String.init)
        // `.member(name:…)` built by a method call on a style keeps its earlier steps as arguments.
        var ownArguments = arguments
        if let chained = arguments.first, case .member(let marker, let previous) = chained, marker == Interpreter.styleChainMarker {
            ownArguments = Array(arguments.dropFirst())
            for step in previous { steps += styleSteps(step) }
        }
        for (index, part) in parts.enumerated() {
            steps.append((part, index == parts.count - 1 ? ownArguments : []))
        }
        return steps
    }

    static let styleChainMarker = "__chain"

    func format(_ date: Date, style: Value, at range: SourceRange) throws -> String {
        let steps = styleSteps(style)
        guard let kind = steps.first?.name else { throw error("formatted takes a format style such as .dateTime or .iso8601", range) }
        if kind == "iso8601", steps.count > 1 || !(steps.first?.arguments.isEmpty ?? true) {
            return try DateFormatStyles.formatISO8601(self, date, steps, at: range)
        }
        if kind != "relative", DateFormatStyles.hasSettings(steps) { return try DateFormatStyles.format(self, date, steps, at: range) }
        switch kind {
        case "iso8601": return ISO8601.format(date)
        case "dateStyle":
            // `Date.FormatStyle(date: .numeric, time: .shortened)`.
            let arguments = steps[0].arguments
            return dates.format(date, dateStyle: caseName(arguments.first), timeStyle: caseName(arguments.count > 1 ? arguments[1] : nil))
        case "relative":
            let arguments = steps[0].arguments
            let named = !arguments.contains { caseName($0) == "numeric" }
            let style = arguments.count > 1 ? FoundationFormatters.unitsStyle(caseName(arguments[1])) : .full
            return RelativeDates.format(date.timeIntervalSince(now), named: named, style: style)
        case "dateTime":
            var template = ""
            var hourOmitsAMPM = false, twoDigitHour = false
            for step in steps.dropFirst() {
                let width = caseName(step.arguments.first)
                switch step.name {
                case "year": template += width == "twoDigits" ? "yy" : "y"
                case "month": template += ["wide": "MMMM", "narrow": "MMMMM", "twoDigits": "MM", "defaultDigits": "M"][width ?? ""] ?? "MMM"
                case "day": template += width == "twoDigits" ? "dd" : "d"
                case "weekday": template += ["wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE"][width ?? ""] ?? "EEE"
                case "hour":
                    // `.hour(.twoDigits(amPM: .omitted))`: ICU's `J` is the locale's hour without a day period.
                    var omitsAMPM = false
                    if case .member(_, let inner)? = step.arguments.first { omitsAMPM = caseName(inner.first) == "omitted" }
                    template += "j"
                    if omitsAMPM { hourOmitsAMPM = true }
                    if width == "twoDigits" { twoDigitHour = true }
                case "minute": template += "mm"
                case "second": template += "ss"
                case "timeZone": template += "z"
                case "era": template += "G"
                case "quarter": template += "QQQ"
                default: throw error("unknown date format part '.\(step.name)()'", range)
                }
            }
            if template.isEmpty { return dates.format(date, dateStyle: nil, timeStyle: nil) }
            var pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: dates.locale) ?? template
            if hourOmitsAMPM { pattern = Interpreter.withoutDayPeriod(pattern) }
            if twoDigitHour { pattern = Interpreter.withTwoDigitHour(pattern) }
            let formatter = formatter("DateFormatter.dateFormat", .string(pattern)) { i in
                let formatter = DateFormatter()
                formatter.locale = i.dates.locale
                formatter.timeZone = i.dates.timeZone
                formatter.dateFormat = pattern
                return formatter
            }
            return formatter.string(from: date)
        default:
            throw error("unknown date format style '.\(kind)'; use .dateTime, .relative(presentation:) or .iso8601", range)
        }
    }

    /// `12345.formatted()`: grouped, up to six fraction digits (`0.333333`, as Foundation's number style writes a Double),
    /// in the session's locale. With a style
    /// (`.number.precision(.fractionLength(2))`, `.percent`, `.currency(code:)`), Foundation's own style writes it.
    func formatNumber(_ value: Value, style: Value?, at range: SourceRange) throws -> String {
        if let style { return try NumberFormatStyles.format(self, value, styleSteps(style), at: range) }
        let formatter = NumberFormatter()
        formatter.locale = dates.locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: value.number ?? 0)) ?? describe(value)
    }

    /// `n` fraction digits, rounded as printf rounds, the whole part grouped by the locale.
    /// (Linux's NumberFormatter drops `maximumFractionDigits` once `minimumFractionDigits` is set.)
    func fixedFraction(_ number: Double, _ digits: Int, _ formatter: NumberFormatter) -> String {
        let fixed = String(format: "%.\(digits)f", number)
        let parts = fixed.split(separator: ".", maxSplits: 1)
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 0
        let whole = parts.first.flatMap { Double($0) } ?? 0
        var text = formatter.string(from: NSNumber(value: whole)) ?? String(parts.first ?? "0")
        if fixed.hasPrefix("-"), !text.hasPrefix("-") { text = "-" + text }
        guard parts.count == 2 else { return text }
        return text + (formatter.decimalSeparator ?? ".") + parts[1]
    }
}
