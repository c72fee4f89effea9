import Foundation
import WidgetLanguage

/// Date styles made with their own locale, calendar or time zone (`Date.FormatStyle(locale:calendar:timeZone:)`,
/// `Date.FormatStyle(date:time:locale:calendar:timeZone:)`, `.dateTime.year().locale(us)`) and the ISO 8601
/// style's fields (`.iso8601.year().month().day().dateSeparator(.omitted)`, `Date.ISO8601FormatStyle(timeZone:)`):
/// built into Foundation's `Date.FormatStyle` and `Date.ISO8601FormatStyle`, which write the text.
enum DateFormatStyles {
    static func register(in registry: inout BuiltinRegistry) {
        let date = SemanticType.named("DateFormatStyle")
        registry.types["Date"]?.add(.init("FormatStyle", .staticMethod, ["locale?:Locale calendar?:Calendar timeZone?:TimeZone",
                                                                         "date:Date.FormatStyle.DateStyle time:Date.FormatStyle.TimeStyle locale?:Locale calendar?:Calendar timeZone?:TimeZone"],
                                          result: date, note: "with a locale, calendar or time zone, Foundation's style in them") { _, _, args, _ in
            let settings = ["locale", "calendar", "timeZone"].compactMap { args.value($0) }
            guard let dateStyle = args.value("date") else { return .member(name: "dateTime", arguments: settings) }
            return .member(name: "dateStyle", arguments: [dateStyle, args.value("time") ?? .member(name: "omitted", arguments: [])] + settings)
        })
        registry.types["Date"]?.add(.init("ISO8601FormatStyle", .staticMethod, ["timeZone?:TimeZone"], result: date) { _, _, args, _ in
            .member(name: "iso8601", arguments: args.value("timeZone").map { [$0] } ?? [])
        })
        registry.register(type: anchoredRelative(registry))
        guard let styles = registry.types["DateFormatStyle"] else { return }
        styles.add(.init("locale", .method, ["_:Locale"], result: date) { _, v, args, _ in FormatStyleTable.chained(v, "locale", args) })
        for name in ["dateSeparator", "timeSeparator", "dateTimeSeparator", "timeZoneSeparator"] {
            styles.add(.init(name, .method, ["_:Any"], result: date, note: "of .iso8601: .dash, .colon, .omitted, .space, .standard") { _, v, args, _ in
                FormatStyleTable.chained(v, name, args)
            })
        }
        // `var style = Date.FormatStyle(…)` then `style.timeZone = utc`: its settings, read and assigned as properties.
        for (name, typeName) in [("locale", "Locale"), ("timeZone", "TimeZone"), ("calendar", "Calendar")] {
            var property = BuiltinMember(name, .property, result: .named(typeName), note: "settable; the session's until set") { i, v, _, _ in
                // (A chained `.locale(_:)` step overrides the first step's setting, as `format` reads them.)
                let steps = i.styleSteps(v)
                if name == "locale", let chained = steps.dropFirst().last(where: { $0.name == "locale" })?.arguments.first { return chained }
                if let set = objects(Array(steps.prefix(1)), typeName).last { return set }
                switch name {
                case "locale": return Interpreter.localeValue(i.dates.locale)
                case "timeZone": return Interpreter.timeZoneValue(i.dates.timeZone)
                default: return i.calendarValue()
                }
            }
            property.setter = { i, style, value, r in
                guard case .object(let object) = value, object.type == typeName else { throw i.error("\(name) takes a \(typeName)", r) }
                // (A locale is the chained `.locale(_:)` step, which a later one overrides, as in the chain written.)
                if name == "locale" { return FormatStyleTable.chained(style, "locale", [CallArgument(label: nil, value: value, range: r)]) }
                return settingAppended(value, to: style)
            }
            styles.add(property)
        }
        styles.add(.init("format", .method, ["_:Date"], result: .string, note: "the text date.formatted(style) gives") { i, v, args, r in
            .string(try i.format(try i.date(args.first?.value, "format", r), style: v, at: r))
        })
        styles.add(.init("time", .method, ["includingFractionalSeconds:Bool"], result: date, note: "of .iso8601") { _, v, args, _ in
            FormatStyleTable.chained(v, "time", args)
        })
        styles.add(.init("weekOfYear", .method, ["_?:\(DateFormatSymbols.symbolType(of: "weekOfYear"))"], result: date) { _, v, args, _ in FormatStyleTable.chained(v, "weekOfYear", args) })
    }

    /// The style with a time zone or calendar added to its first step's settings (the last one given wins).
    static func settingAppended(_ setting: Value, to style: Value) -> Value {
        guard case .member(let name, let arguments) = style else { return style }
        if case .member(Interpreter.styleChainMarker, let inner)? = arguments.first, let receiver = inner.first {
            return .member(name: name, arguments: [.member(name: Interpreter.styleChainMarker, arguments: [settingAppended(setting, to: receiver)])]
                           + arguments.dropFirst())
        }
        return .member(name: name, arguments: arguments + [setting])
    }

    /// `Date.AnchoredRelativeFormatStyle(anchor:presentation:unitsStyle:)`: a value with settable `locale` and
    /// `calendar`, whose `format(_:)` is Foundation's relative text for the anchor as seen from the date given.
    static func anchoredRelative(_ registry: BuiltinRegistry) -> BuiltinType {
        let name = "Date.AnchoredRelativeFormatStyle"
        let type = SemanticType.named(name)
        let make: @Sendable (Interpreter, Date, Value, Value) -> Value = { i, anchor, presentation, units in
            Interpreter.foundationObject(name, [("anchor", .date(anchor)), ("presentation", presentation), ("unitsStyle", units),
                                                ("locale", Interpreter.localeValue(i.dates.locale)), ("calendar", i.calendarValue())])
        }
        let style = BuiltinType(name, instance: type) { i in make(i, i.now, .member(name: "numeric", arguments: []), .member(name: "wide", arguments: [])) }
        style.sampleSource = "Date.AnchoredRelativeFormatStyle(anchor: now)"
        registry.types["Date"]?.add(.init("AnchoredRelativeFormatStyle", .staticMethod, ["anchor:Date presentation?:\(DateFormatSymbols.relativePresentation) unitsStyle?:\(DateFormatSymbols.relativeUnitsStyle)"], result: type,
                                          note: "presentation .numeric or .named; unitsStyle .wide, .abbreviated, .narrow, .spellOut") { i, _, args, r in
            make(i, try i.date(args.value("anchor"), "AnchoredRelativeFormatStyle", r), args.value("presentation") ?? .member(name: "numeric", arguments: []),
                 args.value("unitsStyle") ?? .member(name: "wide", arguments: []))
        })
        FoundationFormatters.fields(style, [("anchor", .date), ("locale", .named("Locale")), ("calendar", .named("Calendar"))])
        style.add(.init("format", .method, ["_:Date"], result: .string) { i, s, args, r in
            let units: [String: Date.RelativeFormatStyle.UnitsStyle] = ["wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut]
            let anchor = try i.date(Interpreter.field(s, "anchor"), "format", r)
            var foundation = Date.AnchoredRelativeFormatStyle(anchor: anchor,
                                                              presentation: i.caseName(Interpreter.field(s, "presentation")) == "named" ? .named : .numeric,
                                                              unitsStyle: i.caseName(Interpreter.field(s, "unitsStyle")).flatMap { units[$0] } ?? .wide)
            foundation.locale = i.locale(Interpreter.field(s, "locale"))
            foundation.calendar = i.foundationCalendar(Interpreter.field(s, "calendar"))
            return .string(foundation.format(try i.date(args.first?.value, "format", r)))
        })
        return style
    }

    /// A Locale, Calendar or TimeZone among a style's arguments: the style is then Foundation's own.
    static func hasSettings(_ steps: [(name: String, arguments: [Value])]) -> Bool {
        steps.contains { step in
            step.name == "locale" || step.arguments.contains { value in
                if case .object(let object) = value { return ["Locale", "Calendar", "TimeZone"].contains(object.type) }
                return false
            }
        }
    }

    static func objects(_ steps: [(name: String, arguments: [Value])], _ type: String) -> [Value] {
        steps.flatMap { $0.arguments }.filter { if case .object(let object) = $0 { return object.type == type } else { return false } }
    }

    /// `date: .abbreviated`, `time: .shortened`: Foundation's styles by the names a program writes.
    static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]
    static let timeStyles: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]

    static func format(_ i: Interpreter, _ date: Date, _ steps: [(name: String, arguments: [Value])], at range: SourceRange) throws -> String {
        guard let first = steps.first else { throw i.error("formatted takes a format style such as .dateTime", range) }
        var locale = objects([first], "Locale").last.map(i.locale) ?? i.dates.locale
        if let step = steps.dropFirst().last(where: { $0.name == "locale" }) { locale = i.locale(step.arguments.first ?? .null) }
        let timeZone = objects([first], "TimeZone").last.map(i.timeZone) ?? i.dates.timeZone
        var calendar = objects([first], "Calendar").last.map(i.foundationCalendar) ?? Calendar(identifier: .gregorian)
        if objects([first], "Calendar").isEmpty { calendar.timeZone = timeZone }
        var style: Date.FormatStyle
        if first.name == "dateStyle" {
            let arguments = first.arguments
            style = Date.FormatStyle(date: i.caseName(arguments.first).flatMap { dateStyles[$0] } ?? .numeric,
                                     time: i.caseName(arguments.count > 1 ? arguments[1] : nil).flatMap { timeStyles[$0] } ?? .shortened,
                                     locale: locale, calendar: calendar, timeZone: timeZone)
        } else {
            style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        }
        for step in steps.dropFirst() {
            let width = i.caseName(step.arguments.first)
            switch step.name {
            case "locale": continue
            case "year":
                style = style.year(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case "month":
                let months: [String: Date.FormatStyle.Symbol.Month] = ["wide": .wide, "narrow": .narrow, "twoDigits": .twoDigits,
                                                                       "defaultDigits": .defaultDigits, "abbreviated": .abbreviated]
                style = style.month(width.flatMap { months[$0] } ?? .abbreviated)
            case "day":
                let days: [String: Date.FormatStyle.Symbol.Day] = ["twoDigits": .twoDigits, "ordinalOfDayInMonth": .ordinalOfDayInMonth,
                                                                   "defaultDigits": .defaultDigits]
                style = style.day(width.flatMap { days[$0] } ?? .defaultDigits)
            case "weekday":
                let weekdays: [String: Date.FormatStyle.Symbol.Weekday] = ["wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit,
                                                                           "twoDigits": .twoDigits, "abbreviated": .abbreviated]
                style = style.weekday(width.flatMap { weekdays[$0] } ?? .abbreviated)
            case "hour":
                var amPM = Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated
                if case .member(_, let inner)? = step.arguments.first {
                    switch i.caseName(inner.first) {
                    case "omitted": amPM = .omitted
                    case "narrow": amPM = .narrow
                    case "wide": amPM = .wide
                    default: break
                    }
                }
                style = style.hour(width == "twoDigits" ? .twoDigits(amPM: amPM) : .defaultDigits(amPM: amPM))
            case "minute": style = style.minute(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case "second": style = style.second(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case "era":
                style = style.era(width == "wide" ? .wide : width == "narrow" ? .narrow : .abbreviated)
            case "quarter":
                let quarters: [String: Date.FormatStyle.Symbol.Quarter] = ["wide": .wide, "narrow": .narrow, "oneDigit": .oneDigit,
                                                                           "twoDigits": .twoDigits, "abbreviated": .abbreviated]
                style = style.quarter(width.flatMap { quarters[$0] } ?? .abbreviated)
            case "timeZone": style = style.timeZone()
            case "weekOfYear": style = style.week()
            default: throw i.error("unknown date format part '.\(step.name)()'", range)
            }
        }
        return style.format(date)
    }

    /// `.iso8601` with fields or separators, or `Date.ISO8601FormatStyle(timeZone:)`.
    static func formatISO8601(_ i: Interpreter, _ date: Date, _ steps: [(name: String, arguments: [Value])], at range: SourceRange) throws -> String {
        var style = Date.ISO8601FormatStyle()
        if let zone = objects(Array(steps.prefix(1)), "TimeZone").last { style.timeZone = i.timeZone(zone) }
        for step in steps.dropFirst() {
            let name = i.caseName(step.arguments.first)
            switch step.name {
            case "year": style = style.year()
            case "month": style = style.month()
            case "day": style = style.day()
            case "weekOfYear": style = style.weekOfYear()
            case "time":
                var fractional = false
                if case .bool(let b)? = step.arguments.first { fractional = b }
                style = style.time(includingFractionalSeconds: fractional)
            case "timeZone": style = style.timeZone(separator: name == "omitted" ? .omitted : .colon)
            case "dateSeparator": style = style.dateSeparator(name == "omitted" ? .omitted : .dash)
            case "timeSeparator": style = style.timeSeparator(name == "omitted" ? .omitted : .colon)
            case "dateTimeSeparator": style = style.dateTimeSeparator(name == "space" ? .space : .standard)
            case "timeZoneSeparator": style = style.timeZoneSeparator(name == "omitted" ? .omitted : .colon)
            default: throw i.error("unknown ISO 8601 format part '.\(step.name)()'", range)
            }
        }
        return style.format(date)
    }
}
