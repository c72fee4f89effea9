import Foundation
import WidgetLanguage
import WidgetSources

/// `DateFormatter`, `ISO8601DateFormatter`, `RelativeDateTimeFormatter`,
/// `NumberFormatter`, `Locale` and `TimeZone`: values with settable fields,
/// formatted by Foundation's own formatters in the session's time zone and locale.
enum FoundationFormatters {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("DateFormatter.Style", ["none", "short", "medium", "long", "full"]))
        registry.register(type: FoundationDates.enumeration("NumberFormatter.Style", ["none", "decimal", "percent", "currency", "scientific", "spellOut", "ordinal"]))
        registry.register(type: FoundationDates.enumeration("RelativeDateTimeFormatter.UnitsStyle", ["full", "spellOut", "short", "abbreviated"]))
        registry.register(type: FoundationDates.enumeration("RelativeDateTimeFormatter.DateTimeStyle", ["numeric", "named"]))
        registry.register(type: FoundationDates.enumeration(contextTypeName, ["unknown", "dynamic", "standalone", "listItem", "beginningOfSentence", "middleOfSentence"]))
        registry.register(type: dateFormatter())
        registry.register(type: iso8601Formatter())
        registry.register(type: relativeFormatter())
        registry.register(type: numberFormatter())
        registry.register(type: zoneAndLocale("TimeZone", label: "identifier") { i, name in
            guard TimeZone(identifier: name) != nil else { return .null }
            return Interpreter.timeZoneValue(TimeZone(identifier: name) ?? i.dates.timeZone)
        })
        registry.register(type: zoneAndLocale("Locale", label: "identifier") { _, name in Interpreter.localeValue(Locale(identifier: name)) })
        let nsLocale = bridgedCurrent("NSLocale", "Locale", ["current", "autoupdatingCurrent"]) { Interpreter.localeValue($0.dates.locale) }
        nsLocale.add(.init("system", .staticProperty, result: .named("Locale"), note: "the root locale, identifier \"\"") { _, _, _, _ in
            Interpreter.localeValue(Locale(identifier: ""))
        })
        registry.register(type: nsLocale, byInstance: false)
        registry.register(type: bridgedCurrent("NSTimeZone", "TimeZone", ["local", "default", "system"]) { Interpreter.timeZoneValue($0.dates.timeZone) },
                          byInstance: false)
    }

    /// `NSLocale.current`, `NSTimeZone.local`, `NSCalendar.current`: Foundation's class properties that
    /// Swift reads as the value type they bridge to (`Locale`, `TimeZone`, `Calendar`), the session's own.
    static func bridgedCurrent(_ name: String, _ valueType: String, _ properties: [String],
                               _ make: @escaping @Sendable (Interpreter) -> Value) -> BuiltinType {
        let type = BuiltinType(name, instance: .named(valueType)) { make($0) }
        type.sampleSource = "\(name).\(properties[0])"
        for property in properties {
            type.add(.init(property, .staticProperty, result: .named(valueType), note: "the session's \(valueType), as \(valueType).current") { i, _, _, _ in make(i) })
        }
        return type
    }

    /// Settable fields, read back as they were set.
    static func fields(_ type: BuiltinType, _ fields: [(String, SemanticType)]) {
        for (name, result) in fields {
            type.add(.init(name, .property, result: result) { _, v, _, _ in Interpreter.field(v, name) })
        }
    }

    static func dateFormatter() -> BuiltinType {
        let type = SemanticType.named("DateFormatter")
        let make: @Sendable (Interpreter) -> Value = { i in
            // A class, as Foundation's: every variable and property holding it sees its settings change.
            Interpreter.foundationReference("DateFormatter", [("dateFormat", .string("")), ("dateStyle", .member(name: "none", arguments: [])),
                                                            ("timeStyle", .member(name: "none", arguments: [])),
                                                            ("locale", Interpreter.localeValue(i.dates.locale)),
                                                            ("timeZone", Interpreter.timeZoneValue(i.dates.timeZone)),
                                                            ("calendar", i.calendarValue()),
                                                            ("doesRelativeDateFormatting", .bool(false)),
                                                            ("formattingContext", .member(name: "unknown", arguments: []))])
        }
        let formatter = BuiltinType("DateFormatter", instance: type, sample: make)
        formatter.add(.init("DateFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("dateFormat", .string), ("dateStyle", .named("DateFormatter.Style")), ("timeStyle", .named("DateFormatter.Style")),
                            ("locale", .named("Locale")), ("timeZone", .named("TimeZone")), ("calendar", .named("Calendar"))])
        // Kept as set; the text is the date's, as Foundation writes it on Linux (iOS writes "Today" for a relative one),
        // and the capitalization a context asks for is the locale's own.
        formatter.add(.init("doesRelativeDateFormatting", .property, result: .bool, note: "kept; the date is written as it is, not 'Today'") { _, v, _, _ in
            Interpreter.field(v, "doesRelativeDateFormatting")
        })
        formatter.add(.init("formattingContext", .property, result: .named(contextTypeName), note: "kept; the locale's capitalization is used") { _, v, _, _ in
            Interpreter.field(v, "formattingContext")
        })
        formatter.add(.init("setLocalizedDateFormatFromTemplate", .method, ["_:String"], result: .void,
                            note: "the locale's pattern for the template, as dateFormat") { i, v, args, r in
            guard case .instance(let object) = v else { return .null }
            let template = try i.string(args.first?.value, r)
            object["dateFormat"] = .string(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: i.locale(object["locale"] ?? .null)) ?? template)
            return .null
        })
        formatter.add(.init("dateFormat", .staticMethod, ["fromTemplate:String options:Int locale:Locale?"], result: .optional(.string)) { i, _, args, r in
            let locale = args.value("locale").map(i.locale) ?? i.dates.locale
            return DateFormatter.dateFormat(fromTemplate: try i.string(args.value("fromTemplate"), r), options: 0, locale: locale).map(Value.string) ?? .null
        })
        for name in ["amSymbol", "pmSymbol"] {
            formatter.add(.init(name, .property, result: .string, note: "settable; the locale's by default") { i, f, _, _ in
                let foundation = i.foundationDateFormatter(f)
                return .string(name == "amSymbol" ? foundation.amSymbol : foundation.pmSymbol)
            })
        }
        // `formatter.shortStandaloneWeekdaySymbols`: the names of the formatter's locale and calendar.
        for name in FoundationDateIntervals.symbolNames where name != "amSymbol" && name != "pmSymbol" {
            formatter.add(.init(name, .property, result: .array(.string), note: "in the formatter's locale") { i, f, _, _ in
                .array(symbols(name, of: i.foundationDateFormatter(f)).map { .string($0) })
            })
        }
        // `string(for:)`, Formatter's: the text of a date, nil for any other value.
        var string = BuiltinMember("string", .method, ["from:Date", "for:Any"], result: .string) { i, f, args, r in
            if args.first?.label == "for" {
                guard case .date(let date)? = args.value("for") else { return .null }
                return .string(i.foundationDateFormatter(f).string(from: date))
            }
            return .string(i.foundationDateFormatter(f).string(from: try i.date(args.value("from"), "string(from:)", r)))
        }
        string.overloadResults = [.string, .optional(.string)]
        formatter.add(string)
        formatter.add(.init("date", .method, ["from:String"], result: .optional(.date)) { i, f, args, r in
            i.foundationDateFormatter(f).date(from: try i.string(args.value("from"), r)).map(Value.date) ?? .null
        })
        return formatter
    }

    /// A formatter's names of weekdays and months (`FoundationDateIntervals.symbolNames`), as Foundation gives them.
    static func symbols(_ name: String, of formatter: DateFormatter) -> [String] {
        let names: [String]?
        switch name {
        case "shortWeekdaySymbols": names = formatter.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": names = formatter.veryShortWeekdaySymbols
        case "standaloneWeekdaySymbols": names = formatter.standaloneWeekdaySymbols
        case "shortStandaloneWeekdaySymbols": names = formatter.shortStandaloneWeekdaySymbols
        case "veryShortStandaloneWeekdaySymbols": names = formatter.veryShortStandaloneWeekdaySymbols
        case "monthSymbols": names = formatter.monthSymbols
        case "shortMonthSymbols": names = formatter.shortMonthSymbols
        case "veryShortMonthSymbols": names = formatter.veryShortMonthSymbols
        case "standaloneMonthSymbols": names = formatter.standaloneMonthSymbols
        case "shortStandaloneMonthSymbols": names = formatter.shortStandaloneMonthSymbols
        case "veryShortStandaloneMonthSymbols": names = formatter.veryShortStandaloneMonthSymbols
        default: names = formatter.weekdaySymbols
        }
        return names ?? []
    }

    static func iso8601Formatter() -> BuiltinType {
        let type = SemanticType.named("ISO8601DateFormatter")
        let make: @Sendable (Interpreter) -> Value = { _ in
            Interpreter.foundationReference("ISO8601DateFormatter", [("timeZone", Interpreter.timeZoneValue(TimeZone(identifier: "UTC") ?? .current))])
        }
        let formatter = BuiltinType("ISO8601DateFormatter", instance: type, sample: make)
        formatter.add(.init("ISO8601DateFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("timeZone", .named("TimeZone"))])
        formatter.add(.init("formatOptions", .property, result: .unknown,
                            note: "settable: a list of options such as [.withInternetDateTime, .withFractionalSeconds]") { _, f, _, _ in
            if case .null = Interpreter.field(f, "formatOptions") { return .array([.member(name: "withInternetDateTime", arguments: [])]) }
            return Interpreter.field(f, "formatOptions")
        })
        formatter.add(.init("string", .method, ["from:Date"], result: .string) { i, f, args, r in
            .string(i.foundationISO8601Formatter(f).string(from: try i.date(args.value("from"), "string(from:)", r)))
        })
        formatter.add(.init("string", .staticMethod, ["from:Date timeZone:TimeZone formatOptions:Any"], result: .string) { i, _, args, r in
            // `ISO8601DateFormatter.string(from:timeZone:formatOptions:)`: a formatter with these, once.
            let once = Interpreter.foundationObject("ISO8601DateFormatter", [("timeZone", args.value("timeZone") ?? .null),
                                                                            ("formatOptions", args.value("formatOptions") ?? .null)])
            return .string(i.foundationISO8601Formatter(once).string(from: try i.date(args.value("from"), "string(from:timeZone:formatOptions:)", r)))
        })
        formatter.add(.init("date", .method, ["from:String"], result: .optional(.date)) { i, f, args, r in
            let text = try i.string(args.value("from"), r)
            // With options set, Foundation's formatter reads exactly what they allow.
            if case .null = Interpreter.field(f, "formatOptions") { return ISO8601.parse(text).map(Value.date) ?? .null }
            return i.foundationISO8601Formatter(f).date(from: text).map(Value.date) ?? .null
        })
        return formatter
    }

    /// Where a formatter's text goes in a sentence (`Formatter.Context`), which decides its first letter's case.
    static let contextTypeName = "Formatter.Context"

    static func relativeFormatter() -> BuiltinType {
        let type = SemanticType.named("RelativeDateTimeFormatter")
        let make: @Sendable (Interpreter) -> Value = { i in
            Interpreter.foundationReference("RelativeDateTimeFormatter", [("unitsStyle", .member(name: "full", arguments: [])),
                                                                        ("dateTimeStyle", .member(name: "numeric", arguments: [])),
                                                                        ("formattingContext", .member(name: "unknown", arguments: [])),
                                                                        ("locale", Interpreter.localeValue(i.dates.locale))])
        }
        let formatter = BuiltinType("RelativeDateTimeFormatter", instance: type, sample: make)
        formatter.add(.init("RelativeDateTimeFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("unitsStyle", .named("RelativeDateTimeFormatter.UnitsStyle")),
                           ("dateTimeStyle", .named("RelativeDateTimeFormatter.DateTimeStyle")), ("locale", .named("Locale")),
                           ("formattingContext", .named(contextTypeName))])
        formatter.add(.init("localizedString", .method, ["for:Date relativeTo:Date", "fromTimeInterval:Double"], result: .string,
                            note: "in English; .named says \"yesterday\", \"now\" where it can; .beginningOfSentence and .standalone "
                                + "begin with a capital") { i, f, args, r in
            let style = unitsStyle(i.caseName(Interpreter.field(f, "unitsStyle")))
            let named = i.caseName(Interpreter.field(f, "dateTimeStyle")) == "named"
            let seconds: Double
            if let interval = args.value("fromTimeInterval") {
                seconds = try i.number(interval, "localizedString", r)
            } else {
                seconds = try i.date(args.value("for"), "localizedString", r).timeIntervalSince(try i.date(args.value("relativeTo"), "localizedString", r))
            }
            let text = RelativeDates.format(seconds, named: named, style: style)
            // At the start of a sentence, or standing alone (a label), English capitalises the first word.
            guard ["beginningOfSentence", "standalone"].contains(i.caseName(Interpreter.field(f, "formattingContext")) ?? "") else { return .string(text) }
            return .string(text.prefix(1).uppercased() + text.dropFirst())
        })
        return formatter
    }

    static func unitsStyle(_ name: String?) -> RelativeDates.UnitsStyle {
        name.flatMap(RelativeDates.UnitsStyle.init(rawValue:)) ?? .full
    }

    static func numberFormatter() -> BuiltinType {
        let type = SemanticType.named("NumberFormatter")
        // Only the locale is stored at first: every other property reads Foundation's own default,
        // and the settings apply in the order they were made (a style resets the digits set before it).
        let make: @Sendable (Interpreter) -> Value = { i in
            Interpreter.foundationReference("NumberFormatter", [("locale", Interpreter.localeValue(i.dates.locale))])
        }
        let formatter = BuiltinType("NumberFormatter", instance: type, sample: make)
        formatter.add(.init("NumberFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        FoundationNumberFormatter.properties(formatter)
        formatter.add(.init("string", .method, ["from:Any", "for:Any"], result: .optional(.string),
                            note: "from an NSNumber or a number; string(for:) gives nil for a value that is neither") { i, f, args, r in
            let formatter = i.foundationNumberFormatter(f)
            let value = FoundationNumberFormatter.numberValue(args.value("from") ?? args.value("for"))
            guard let number = value.number else {
                // `Formatter.string(for: Any?)`: nil for what it cannot format.
                if args.value("for") != nil { return .null }
                throw i.error("string(from:) takes a number or an NSNumber", r)
            }
            if formatter.numberStyle == .decimal, formatter.minimumFractionDigits > 0,
               formatter.minimumFractionDigits == formatter.maximumFractionDigits, number.isFinite, abs(number) < 1e15 {
                return .string(i.fixedFraction(number, formatter.minimumFractionDigits, formatter))
            }
            var boxed = NSNumber(value: number)
            if case .int(let whole) = value { boxed = NSNumber(value: whole) }
            return formatter.string(from: boxed).map(Value.string) ?? .null
        })
        formatter.add(.init("number", .method, ["from:String"], result: .optional(.named("NSNumber"))) { i, f, args, r in
            guard let number = i.foundationNumberFormatter(f).number(from: try i.string(args.value("from"), r)) else { return .null }
            return FoundationNumberFormatter.boxed(.double(number.doubleValue))
        })
        return formatter
    }

    static func zoneAndLocale(_ name: String, label: String, _ make: @escaping @Sendable (Interpreter, String) -> Value) -> BuiltinType {
        let type = SemanticType.named(name)
        let result = BuiltinType(name, instance: type) { i in name == "TimeZone" ? Interpreter.timeZoneValue(i.dates.timeZone) : Interpreter.localeValue(i.dates.locale) }
        result.sampleSource = "\(name).current"
        let signatures = name == "TimeZone" ? ["\(label):String", "secondsFromGMT:Int", "abbreviation:String"] : ["\(label):String"]
        result.add(.init(name, .initializer, signatures, result: name == "TimeZone" ? .optional(type) : type) { i, _, args, r in
            // A fixed offset (`TimeZone(secondsFromGMT: 19_800)`) is Foundation's zone named "GMT+0530"; nil beyond ±18 hours.
            if let seconds = args.value("secondsFromGMT") {
                return TimeZone(secondsFromGMT: try i.int(seconds, r)).map(Interpreter.timeZoneValue) ?? .null
            }
            // `TimeZone(abbreviation: "UTC")`, `"PST"`: Foundation's zone for it; nil for one it does not know.
            if let abbreviation = args.value("abbreviation") {
                return TimeZone(abbreviation: try i.string(abbreviation, r)).map(Interpreter.timeZoneValue) ?? .null
            }
            return make(i, try i.string(args.value(label), r))
        })
        // `autoupdatingCurrent` follows the user's settings as they change; a render's settings do not change.
        for current in ["current", "autoupdatingCurrent"] {
            result.add(.init(current, .staticProperty, result: type) { i, _, _, _ in
                name == "TimeZone" ? Interpreter.timeZoneValue(i.dates.timeZone) : Interpreter.localeValue(i.dates.locale)
            })
        }
        if name == "Locale" {
            // The languages the person chose, first the render's locale's (`en-US`, as iOS writes them).
            result.add(.init("preferredLanguages", .staticProperty, result: .array(.string)) { i, _, _, _ in
                .array([.string(i.dates.locale.identifier.replacingOccurrences(of: "_", with: "-"))])
            })
        }
        if name == "TimeZone" {
            result.add(.init("gmt", .staticProperty, result: type) { _, _, _, _ in Interpreter.timeZoneValue(TimeZone(identifier: "GMT") ?? .current) })
            result.add(.init("secondsFromGMT", .method, ["for?:Date"], result: .int) { i, z, args, r in
                let date = try args.value("for").map { try i.date($0, "secondsFromGMT", r) } ?? i.now
                return .int(i.timeZone(z).secondsFromGMT(for: date))
            })
            result.add(.init("abbreviation", .method, ["_?:Date"], result: .optional(.string)) { i, z, args, r in
                let date = try args.first.map { try i.date($0.value, "abbreviation", r) } ?? i.now
                return i.timeZone(z).abbreviation(for: date).map(Value.string) ?? .null
            })
        }
        result.add(.init("identifier", .property, result: .string) { i, v, _, _ in
            .string(name == "TimeZone" ? i.timeZone(v).identifier : i.locale(v).identifier)
        })
        return result
    }
}

extension Interpreter {
    static let iso8601Options: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay, "withTime": .withTime,
        "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    /// Foundation's ISO 8601 formatter for an `ISO8601DateFormatter` value: its time zone and options.
    func foundationISO8601Formatter(_ value: Value) -> ISO8601DateFormatter {
        formatter("ISO8601DateFormatter", value) { $0.makeISO8601Formatter(value) }
    }

    /// The Foundation formatter made for a formatter value with these settings, made once per run. ICU takes a
    /// quarter of a millisecond to build one, so a timeline that formats in a loop of a hundred entries made a
    /// thousand of them. Callers only read the formatter: one that changes a setting makes its own.
    func formatter<F: AnyObject>(_ kind: String, _ value: Value, make: (Interpreter) -> F) -> F {
        let key = kind + "|" + Interpreter.settingsText(value)
        if let made = foundationFormatters[key] as? F { return made }
        if foundationFormatters.count >= 64 { foundationFormatters.removeAll() }
        let made = make(self)
        foundationFormatters[key] = made
        return made
    }

    /// A formatter value's settings as text: its fields, and theirs, whether it is a class instance or a struct.
    static func settingsText(_ value: Value, depth: Int = 0) -> String {
        func fields(_ type: String, _ fields: [(name: String, value: Value)]) -> String {
            depth > 4 ? type : type + "(" + fields.map { "\($0.name): \(settingsText($0.value, depth: depth + 1))" }.joined(separator: ", ") + ")"
        }
        switch value {
        case .instance(let instance): return fields(instance.type, instance.fields)
        case .object(let object): return fields(object.type, object.fields)
        case .array(let items): return "[" + items.map { settingsText($0, depth: depth + 1) }.joined(separator: ", ") + "]"
        default: return ValueFormatting.quotedDescription(value)
        }
    }

    private func makeISO8601Formatter(_ value: Value) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone(Interpreter.field(value, "timeZone"))
        switch Interpreter.field(value, "formatOptions") {
        case .array(let names):
            formatter.formatOptions = ISO8601DateFormatter.Options(names.compactMap { caseName($0).flatMap { Interpreter.iso8601Options[$0] } })
        case .null: break
        case let one:
            formatter.formatOptions = caseName(one).flatMap { Interpreter.iso8601Options[$0] } ?? []
        }
        return formatter
    }

    func foundationDateFormatter(_ value: Value) -> DateFormatter {
        formatter("DateFormatter", value) { $0.makeDateFormatter(value) }
    }

    /// A new Foundation formatter with a `DateFormatter` value's settings, for a caller that changes it.
    func makeDateFormatter(_ value: Value) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale(Interpreter.field(value, "locale"))
        formatter.timeZone = timeZone(Interpreter.field(value, "timeZone"))
        if case .object = Interpreter.field(value, "calendar") {
            // `formatter.calendar = Calendar(identifier: .iso8601)`: its era and year numbering; the formatter's time zone stays.
            var calendar = foundationCalendar(Interpreter.field(value, "calendar"))
            calendar.timeZone = formatter.timeZone
            formatter.calendar = calendar
        }
        func style(_ name: String?) -> DateFormatter.Style {
            switch name {
            case "short": return .short
            case "medium": return .medium
            case "long": return .long
            case "full": return .full
            default: return .none
            }
        }
        formatter.dateStyle = style(caseName(Interpreter.field(value, "dateStyle")))
        formatter.timeStyle = style(caseName(Interpreter.field(value, "timeStyle")))
        if case .string(let format) = Interpreter.field(value, "dateFormat"), !format.isEmpty { formatter.dateFormat = format }
        if case .string(let symbol) = Interpreter.field(value, "amSymbol") { formatter.amSymbol = symbol }
        if case .string(let symbol) = Interpreter.field(value, "pmSymbol") { formatter.pmSymbol = symbol }
        return formatter
    }
}
