import Foundation
import WidgetLanguage

/// `DateInterval`, the calendar's names of weekdays and months, `dateInterval(of:for:)`,
/// `ordinality(of:in:for:)`, and a date's `description` — as Foundation computes them in the
/// session's time zone and locale.
enum FoundationDateIntervals {
    static let symbolNames = ["weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols",
                              "standaloneWeekdaySymbols", "shortStandaloneWeekdaySymbols", "veryShortStandaloneWeekdaySymbols",
                              "monthSymbols", "shortMonthSymbols", "veryShortMonthSymbols", "standaloneMonthSymbols",
                              "shortStandaloneMonthSymbols", "veryShortStandaloneMonthSymbols", "amSymbol", "pmSymbol"]

    static func register(in registry: inout BuiltinRegistry) {
        guard let calendar = registry.types["Calendar"], let date = registry.types["Date"] else { return }
        for name in symbolNames {
            let isText = name == "amSymbol" || name == "pmSymbol"
            calendar.add(.init(name, .property, result: isText ? .string : .array(.string), note: "in the calendar's locale") { i, c, _, _ in
                let cal = i.foundationCalendar(c)
                if isText { return .string(name == "amSymbol" ? cal.amSymbol : cal.pmSymbol) }
                return .array(symbols(name, of: cal).map { .string($0) })
            })
        }
        calendar.add(.init("dateInterval", .method, ["of:Calendar.Component for:Date"], result: .optional(.named("DateInterval"))) { i, c, args, r in
            let component = try FoundationCalendar.component(i, args.value("of"), r)
            let day = try i.date(args.value("for"), "dateInterval(of:for:)", r)
            return i.foundationCalendar(c).dateInterval(of: component, for: day).map(intervalValue) ?? .null
        })
        calendar.add(.init("ordinality", .method, ["of:Calendar.Component in:Calendar.Component for:Date"], result: .optional(.int)) { i, c, args, r in
            let smaller = try FoundationCalendar.component(i, args.value("of"), r)
            let larger = try FoundationCalendar.component(i, args.value("in"), r)
            let day = try i.date(args.value("for"), "ordinality(of:in:for:)", r)
            return i.foundationCalendar(c).ordinality(of: smaller, in: larger, for: day).map { .int($0) } ?? .null
        })
        date.add(.init("description", .property, result: .string, note: "as Swift prints a Date: 2025-03-01 09:30:00 +0000") { i, d, _, r in
            .string(String(describing: try i.date(d, "description", r)))
        })
        date.add(.init("description", .method, ["with:Locale?"], result: .string,
                       note: "as Foundation on Linux writes it, the description whatever the locale: 2025-03-01 09:30:00 +0000") { i, d, _, r in
            .string(String(describing: try i.date(d, "description(with:)", r)))
        })
        date.add(.init("timeIntervalSinceReferenceDate", .property, result: .double) { i, d, _, r in
            .double(try i.date(d, "timeIntervalSinceReferenceDate", r).timeIntervalSinceReferenceDate)
        })
        // `Date.timeIntervalSinceReferenceDate`: now's seconds since 2001-01-01 (the session's now, `--now`).
        date.add(.init("timeIntervalSinceReferenceDate", .staticProperty, result: .double) { i, _, _, _ in
            .double(i.now.timeIntervalSinceReferenceDate)
        })
        registry.register(type: dateInterval())
    }

    static func symbols(_ name: String, of calendar: Calendar) -> [String] {
        switch name {
        case "shortWeekdaySymbols": return calendar.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": return calendar.veryShortWeekdaySymbols
        case "standaloneWeekdaySymbols": return calendar.standaloneWeekdaySymbols
        case "shortStandaloneWeekdaySymbols": return calendar.shortStandaloneWeekdaySymbols
        case "veryShortStandaloneWeekdaySymbols": return calendar.veryShortStandaloneWeekdaySymbols
        case "shortStandaloneMonthSymbols": return calendar.shortStandaloneMonthSymbols
        case "veryShortStandaloneMonthSymbols": return calendar.veryShortStandaloneMonthSymbols
        case "monthSymbols": return calendar.monthSymbols
        case "shortMonthSymbols": return calendar.shortMonthSymbols
        case "veryShortMonthSymbols": return calendar.veryShortMonthSymbols
        case "standaloneMonthSymbols": return calendar.standaloneMonthSymbols
        default: return calendar.weekdaySymbols
        }
    }

    static func intervalValue(_ interval: DateInterval) -> Value {
        Interpreter.foundationObject("DateInterval", [("start", .date(interval.start)), ("end", .date(interval.end)),
                                                      ("duration", .double(interval.duration))])
    }

    /// Foundation's interval for a `DateInterval` value (nil for another value).
    static func interval(_ value: Value) -> DateInterval? {
        guard case .date(let start) = Interpreter.field(value, "start"), case .date(let end) = Interpreter.field(value, "end"), end >= start else { return nil }
        return DateInterval(start: start, end: end)
    }

    static func interval(_ i: Interpreter, _ value: Value?, _ name: String, _ r: SourceRange) throws -> DateInterval {
        guard let value, let result = interval(value) else { throw i.error("\(name) takes a DateInterval", r) }
        return result
    }

    static func dateInterval() -> BuiltinType {
        let type = SemanticType.named("DateInterval")
        let interval = BuiltinType("DateInterval", instance: type) { i in intervalValue(DateInterval(start: i.now, duration: 3600)) }
        interval.sampleSource = "DateInterval(start: now, duration: 3600)"
        interval.add(.init("DateInterval", .initializer, ["start:Date end:Date", "start:Date duration:Double"], result: type) { i, _, args, r in
            let start = try i.date(args.value("start"), "DateInterval", r)
            if let end = args.value("end") {
                let last = try i.date(end, "DateInterval", r)
                // Foundation traps on an end before the start; here it is a located error.
                guard last >= start else { throw i.error("DateInterval's end is before its start", r) }
                return intervalValue(DateInterval(start: start, end: last))
            }
            let duration = try i.number(args.value("duration"), "DateInterval", r)
            guard duration >= 0 else { throw i.error("DateInterval's duration is negative", r) }
            return intervalValue(DateInterval(start: start, duration: duration))
        })
        interval.add(.init("start", .property, result: .date) { _, v, _, _ in Interpreter.field(v, "start") })
        interval.add(.init("end", .property, result: .date) { _, v, _, _ in Interpreter.field(v, "end") })
        interval.add(.init("duration", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "duration") })
        interval.add(.init("contains", .method, ["_:Date"], result: .bool) { i, v, args, r in
            let day = try i.date(args.first?.value, "contains", r)
            let start = try i.date(Interpreter.field(v, "start"), "contains", r), end = try i.date(Interpreter.field(v, "end"), "contains", r)
            return .bool(start <= day && day <= end)
        })
        interval.add(.init("intersects", .method, ["_:DateInterval"], result: .bool) { i, v, args, r in
            .bool(try Self.interval(i, v, "intersects", r).intersects(try Self.interval(i, args.first?.value, "intersects", r)))
        })
        interval.add(.init("intersection", .method, ["with:DateInterval"], result: .optional(type)) { i, v, args, r in
            try Self.interval(i, v, "intersection(with:)", r).intersection(with: try Self.interval(i, args.first?.value, "intersection(with:)", r))
                .map(intervalValue) ?? .null
        })
        interval.add(.init("compare", .method, ["_:DateInterval"], result: .named("ComparisonResult"),
                           note: "by start, then by duration") { i, v, args, r in
            FoundationDates.comparison(try Self.interval(i, v, "compare", r).compare(try Self.interval(i, args.first?.value, "compare", r)))
        })
        return interval
    }
}
