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
        registry.register(type: dateFormatter())
        registry.register(type: iso8601Formatter())
        registry.register(type: relativeFormatter())
        registry.register(type: numberFormatter())
        registry.register(type: zoneAndLocale("TimeZone", label: "identifier") { i, name in
            guard TimeZone(identifier: name) != nil else { return .null }
            return Interpreter.timeZoneValue(TimeZone(identifier: name) ?? i.dates.timeZone)
        })
        registry.register(type: zoneAndLocale("Locale", label: "identifier") { _, name in Interpreter.localeValue(Locale(identifier: name)) })
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
            Interpreter.foundationObject("DateFormatter", [("dateFormat", .string("")), ("dateStyle", .member(name: "none", arguments: [])),
                                                            ("timeStyle", .member(name: "none", arguments: [])),
                                                            ("locale", Interpreter.localeValue(i.dates.locale)),
                                                            ("timeZone", Interpreter.timeZoneValue(i.dates.timeZone))])
        }
        let formatter = BuiltinType("DateFormatter", instance: type, sample: make)
        formatter.add(.init("DateFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("dateFormat", .string), ("dateStyle", .named("DateFormatter.Style")), ("timeStyle", .named("DateFormatter.Style")),
                            ("locale", .named("Locale")), ("timeZone", .named("TimeZone"))])
        formatter.add(.init("string", .method, ["from:Date"], result: .string) { i, f, args, r in
            .string(i.foundationDateFormatter(f).string(from: try i.date(args.value("from"), "string(from:)", r)))
        })
        formatter.add(.init("date", .method, ["from:String"], result: .optional(.date)) { i, f, args, r in
            i.foundationDateFormatter(f).date(from: try i.string(args.value("from"), r)).map(Value.date) ?? .null
        })
        return formatter
    }

    static func iso8601Formatter() -> BuiltinType {
        let type = SemanticType.named("ISO8601DateFormatter")
        let make: @Sendable (Interpreter) -> Value = { _ in
            Interpreter.foundationObject("ISO8601DateFormatter", [("timeZone", Interpreter.timeZoneValue(TimeZone(identifier: "UTC") ?? .current))])
        }
        let formatter = BuiltinType("ISO8601DateFormatter", instance: type, sample: make)
        formatter.add(.init("ISO8601DateFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("timeZone", .named("TimeZone"))])
        formatter.add(.init("string", .method, ["from:Date"], result: .string) { i, f, args, r in
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = i.timeZone(Interpreter.field(f, "timeZone"))
            return .string(formatter.string(from: try i.date(args.value("from"), "string(from:)", r)))
        })
        formatter.add(.init("date", .method, ["from:String"], result: .optional(.date)) { i, _, args, r in
            ISO8601.parse(try i.string(args.value("from"), r)).map(Value.date) ?? .null
        })
        return formatter
    }

    static func relativeFormatter() -> BuiltinType {
        let type = SemanticType.named("RelativeDateTimeFormatter")
        let make: @Sendable (Interpreter) -> Value = { i in
            Interpreter.foundationObject("RelativeDateTimeFormatter", [("unitsStyle", .member(name: "full", arguments: [])),
                                                                        ("locale", Interpreter.localeValue(i.dates.locale))])
        }
        let formatter = BuiltinType("RelativeDateTimeFormatter", instance: type, sample: make)
        formatter.add(.init("RelativeDateTimeFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("unitsStyle", .named("RelativeDateTimeFormatter.UnitsStyle")), ("locale", .named("Locale"))])
        formatter.add(.init("localizedString", .method, ["for:Date relativeTo:Date", "fromTimeInterval:Double"], result: .string) { i, f, args, r in
            let style = unitsStyle(i.caseName(Interpreter.field(f, "unitsStyle")))
            if let interval = args.value("fromTimeInterval") {
                return .string(RelativeDates.format(try i.number(interval, "localizedString", r), named: false, style: style))
            }
            let date = try i.date(args.value("for"), "localizedString", r)
            let base = try i.date(args.value("relativeTo"), "localizedString", r)
            return .string(RelativeDates.format(date.timeIntervalSince(base), named: false, style: style))
        })
        return formatter
    }

    static func unitsStyle(_ name: String?) -> RelativeDates.UnitsStyle {
        name.flatMap(RelativeDates.UnitsStyle.init(rawValue:)) ?? .full
    }

    static func numberFormatter() -> BuiltinType {
        let type = SemanticType.named("NumberFormatter")
        let make: @Sendable (Interpreter) -> Value = { i in
            Interpreter.foundationObject("NumberFormatter", [("numberStyle", .member(name: "none", arguments: [])),
                                                              ("minimumFractionDigits", .int(0)), ("maximumFractionDigits", .int(0)),
                                                              ("currencyCode", .string("USD")), ("locale", Interpreter.localeValue(i.dates.locale))])
        }
        let formatter = BuiltinType("NumberFormatter", instance: type, sample: make)
        formatter.add(.init("NumberFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        fields(formatter, [("numberStyle", .named("NumberFormatter.Style")), ("minimumFractionDigits", .int),
                            ("maximumFractionDigits", .int), ("currencyCode", .string), ("locale", .named("Locale"))])
        formatter.add(.init("string", .method, ["from:Double"], result: .optional(.string)) { i, f, args, r in
            let formatter = NumberFormatter()
            formatter.locale = i.locale(Interpreter.field(f, "locale"))
            switch i.caseName(Interpreter.field(f, "numberStyle")) {
            case "decimal": formatter.numberStyle = .decimal
            case "percent": formatter.numberStyle = .percent
            case "currency": formatter.numberStyle = .currency
            case "scientific": formatter.numberStyle = .scientific
            case "spellOut": formatter.numberStyle = .spellOut
            case "ordinal": formatter.numberStyle = .ordinal
            default: formatter.numberStyle = .none
            }
            if case .string(let code) = Interpreter.field(f, "currencyCode") { formatter.currencyCode = code }
            // Set after the style, which resets them; kept small so a huge count cannot build a huge string.
            if case .int(let n) = Interpreter.field(f, "minimumFractionDigits") { formatter.minimumFractionDigits = min(max(0, n), 20) }
            if case .int(let n) = Interpreter.field(f, "maximumFractionDigits"), n > 0 || formatter.numberStyle == .none {
                formatter.maximumFractionDigits = min(max(0, n), 20)
            }
            let number = try i.number(args.value("from"), "string(from:)", r)
            if formatter.numberStyle == .decimal, formatter.minimumFractionDigits > 0,
               formatter.minimumFractionDigits == formatter.maximumFractionDigits, number.isFinite, abs(number) < 1e15 {
                return .string(i.fixedFraction(number, formatter.minimumFractionDigits, formatter))
            }
            return formatter.string(from: NSNumber(value: number)).map(Value.string) ?? .null
        })
        return formatter
    }

    static func zoneAndLocale(_ name: String, label: String, _ make: @escaping @Sendable (Interpreter, String) -> Value) -> BuiltinType {
        let type = SemanticType.named(name)
        let result = BuiltinType(name, instance: type) { i in name == "TimeZone" ? Interpreter.timeZoneValue(i.dates.timeZone) : Interpreter.localeValue(i.dates.locale) }
        result.sampleSource = "\(name).current"
        result.add(.init(name, .initializer, ["\(label):String"], result: name == "TimeZone" ? .optional(type) : type) { i, _, args, r in
            make(i, try i.string(args.value(label), r))
        })
        result.add(.init("current", .staticProperty, result: type) { i, _, _, _ in
            name == "TimeZone" ? Interpreter.timeZoneValue(i.dates.timeZone) : Interpreter.localeValue(i.dates.locale)
        })
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
    func foundationDateFormatter(_ value: Value) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale(Interpreter.field(value, "locale"))
        formatter.timeZone = timeZone(Interpreter.field(value, "timeZone"))
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
        return formatter
    }
}
