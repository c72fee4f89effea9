import Foundation
import WidgetLanguage

/// `Measurement(value:unit:)` with the units weather and fitness widgets use
/// (`UnitTemperature`, `UnitLength`, `UnitSpeed`, `UnitDuration`, `UnitMass`, `UnitEnergy`, `UnitVolume`,
/// `UnitPressure`; the last three are written in the unit given, not converted for the locale),
/// converted by Foundation's own `Dimension`s. `.formatted()` (Measurement.FormatStyle) and
/// `MeasurementFormatter` (absent from Linux's Foundation) write them as Apple's do: in the
/// locale's preferred unit unless asked for the provided one, with English unit names.
enum FoundationMeasurement {
    /// Each unit type's units: name, Foundation's unit, and its short symbol as `formatted()` writes it.
    static let units: [(type: String, units: [(name: String, unit: Dimension, short: String)])] = [
        ("UnitTemperature", [("celsius", UnitTemperature.celsius, "°C"), ("fahrenheit", UnitTemperature.fahrenheit, "°F"),
                             ("kelvin", UnitTemperature.kelvin, "K")]),
        ("UnitLength", [("meters", UnitLength.meters, "m"), ("kilometers", UnitLength.kilometers, "km"),
                        ("centimeters", UnitLength.centimeters, "cm"), ("millimeters", UnitLength.millimeters, "mm"),
                        ("miles", UnitLength.miles, "mi"), ("feet", UnitLength.feet, "ft"), ("inches", UnitLength.inches, "in"),
                        ("yards", UnitLength.yards, "yd")]),
        ("UnitSpeed", [("metersPerSecond", UnitSpeed.metersPerSecond, "m/s"), ("kilometersPerHour", UnitSpeed.kilometersPerHour, "km/h"),
                       ("milesPerHour", UnitSpeed.milesPerHour, "mph"), ("knots", UnitSpeed.knots, "kn")]),
        ("UnitDuration", [("seconds", UnitDuration.seconds, "sec"), ("minutes", UnitDuration.minutes, "min"),
                          ("hours", UnitDuration.hours, "hr"), ("milliseconds", UnitDuration.milliseconds, "ms")]),
        ("UnitMass", [("kilograms", UnitMass.kilograms, "kg"), ("grams", UnitMass.grams, "g"), ("pounds", UnitMass.pounds, "lb"),
                      ("ounces", UnitMass.ounces, "oz")]),
        ("UnitEnergy", [("kilocalories", UnitEnergy.kilocalories, "kcal"), ("calories", UnitEnergy.calories, "cal"),
                        ("kilojoules", UnitEnergy.kilojoules, "kJ"), ("joules", UnitEnergy.joules, "J"),
                        ("kilowattHours", UnitEnergy.kilowattHours, "kWh")]),
        ("UnitVolume", [("liters", UnitVolume.liters, "L"), ("milliliters", UnitVolume.milliliters, "mL"),
                        ("fluidOunces", UnitVolume.fluidOunces, "fl oz"), ("cups", UnitVolume.cups, "c"), ("gallons", UnitVolume.gallons, "gal")]),
        ("UnitPressure", [("hectopascals", UnitPressure.hectopascals, "hPa"), ("millibars", UnitPressure.millibars, "mbar"),
                          ("inchesOfMercury", UnitPressure.inchesOfMercury, "inHg"), ("kilopascals", UnitPressure.kilopascals, "kPa"),
                          ("bars", UnitPressure.bars, "bar")]),
    ]

    static func unitValue(_ type: String, _ name: String) -> Value {
        Interpreter.foundationObject(type, [("name", .string(name))])
    }

    /// The unit a value names: `UnitLength.kilometers`, or `.kilometers` written without its type.
    static func unit(_ value: Value?) -> (type: String, name: String, unit: Dimension, short: String)? {
        var typeName: String?, caseName: String?
        switch value {
        case .object(let object)?:
            typeName = object.type
            if case .string(let name)? = object["name"] { caseName = name }
        case .member(let name, let arguments)? where arguments.isEmpty: caseName = name
        default: return nil
        }
        for group in units where typeName == nil || typeName == group.type {
            if let found = group.units.first(where: { $0.name == caseName }) { return (group.type, found.name, found.unit, found.short) }
        }
        return nil
    }

    static func register(in registry: inout BuiltinRegistry) {
        for group in units {
            let type = BuiltinType(group.type, instance: .named(group.type), checksImplicitMembers: true) { _ in unitValue(group.type, group.units[0].name) }
            type.sampleSource = "\(group.type).\(group.units[0].name)"
            for unit in group.units {
                type.add(.init(unit.name, .staticProperty, result: .named(group.type)) { _, _, _, _ in unitValue(group.type, unit.name) })
            }
            type.add(.init("symbol", .property, result: .string) { _, v, _, _ in .string(FoundationMeasurement.unit(v)?.unit.symbol ?? "") })
            registry.register(type: type)
        }
        registry.register(type: measurement())
        registry.register(type: formatter())
        registry.register(type: FoundationDates.enumeration("MeasurementFormatter.UnitStyle", ["medium", "short", "long"]))
        registry.register(type: FoundationDates.enumeration("Measurement.FormatStyle.UnitWidth", ["abbreviated", "narrow", "wide"]))
        registry.register(type: FoundationDates.enumeration("MeasurementFormatUnitUsage", usages))
        let style = SemanticType.named("MeasurementFormatStyle")
        let styles = BuiltinType("MeasurementFormatStyle", instance: style, checksImplicitMembers: true) { _ in
            .member(name: "measurement", arguments: [.member(name: "abbreviated", arguments: []), .member(name: "general", arguments: [])])
        }
        styles.sampleSource = ".measurement(width: .wide)"
        styles.add(.init("measurement", .staticMethod, ["width:Measurement.FormatStyle.UnitWidth", "width:Measurement.FormatStyle.UnitWidth usage:MeasurementFormatUnitUsage",
                                                        "width:Measurement.FormatStyle.UnitWidth usage:MeasurementFormatUnitUsage numberFormatStyle:NumberFormatStyle",
                                                        "width:Measurement.FormatStyle.UnitWidth numberFormatStyle:NumberFormatStyle"],
                         result: style, note: "numberFormatStyle: writes the number (.number.precision(.fractionLength(1)))") { _, _, args, _ in
            .member(name: "measurement", arguments: [args.value("width") ?? .member(name: "abbreviated", arguments: []),
                                                     args.value("usage") ?? .member(name: "general", arguments: []),
                                                     args.value("numberFormatStyle") ?? .null])
        })
        registry.register(type: styles)
    }

    /// The cases of `MeasurementFormatUnitUsage`.
    static let usages = ["general", "asProvided", "weather", "person", "personHeight", "road", "personWeight"]

    static func make(_ value: Double, _ unit: Value) -> Value {
        Interpreter.foundationObject("Measurement", [("value", .double(value)), ("unit", unit)])
    }

    static func parts(_ i: Interpreter, _ value: Value, _ range: SourceRange) throws -> (Double, (type: String, name: String, unit: Dimension, short: String)) {
        guard let unit = unit(Interpreter.field(value, "unit")) else { throw i.error("expected a Measurement, found \(i.typeName(of: value))", range) }
        return (try i.number(Interpreter.field(value, "value"), "Measurement", range), unit)
    }

    /// `a + b`, `a - b` of one kind: Foundation's sum, in the unit both share or else in the kind's base unit.
    static func combine(_ i: Interpreter, _ op: String, _ a: Value, _ b: Value, at range: SourceRange) throws -> Value {
        let (x, left) = try parts(i, a, range), (y, right) = try parts(i, b, range)
        guard left.type == right.type else { throw i.error("cannot apply '\(op)' to a \(left.type) and a \(right.type) Measurement", range) }
        let first = Measurement(value: x, unit: left.unit), second = Measurement(value: y, unit: right.unit)
        let result = op == "+" ? first + second : first - second
        guard let found = units.first(where: { $0.type == left.type })?.units.first(where: { $0.unit.symbol == result.unit.symbol }) else {
            throw i.error("the result of '\(op)' is in a unit not known here", range)
        }
        return make(result.value, unitValue(left.type, found.name))
    }

    /// Foundation's order of two measurements of one kind (`5 km > 3 mi` is false): by their values in the kind's
    /// base unit; nil for two kinds, which Swift does not compare.
    static func order(_ a: Value, _ b: Value) -> Int? {
        guard let left = unit(Interpreter.field(a, "unit")), let right = unit(Interpreter.field(b, "unit")), left.type == right.type,
              let x = Interpreter.field(a, "value").number, let y = Interpreter.field(b, "value").number else { return nil }
        let first = Measurement(value: x, unit: left.unit), second = Measurement(value: y, unit: right.unit)
        return first < second ? -1 : first == second ? 0 : 1
    }

    /// Foundation's description of a Measurement: `5.0 km`.
    static func description(_ i: Interpreter, _ value: Value, _ range: SourceRange) -> String? {
        guard let (number, unit) = try? parts(i, value, range) else { return nil }
        return "\(Measurement(value: number, unit: unit.unit))"
    }

    static func measurement() -> BuiltinType {
        let type = SemanticType.named("Measurement")
        let result = BuiltinType("Measurement", instance: type) { _ in make(20, unitValue("UnitTemperature", "celsius")) }
        result.sampleSource = "Measurement(value: 20, unit: UnitTemperature.celsius)"
        result.add(.init("Measurement", .initializer, ["value:Double unit:Any"], result: type) { i, _, args, r in
            let number = try i.number(args.value("value"), "Measurement(value:unit:)", r)
            guard let unit = unit(args.value("unit")) else {
                throw i.error("Measurement(value:unit:) takes a unit such as UnitTemperature.celsius or UnitLength.kilometers", r)
            }
            return make(number, unitValue(unit.type, unit.name))
        })
        result.add(.init("value", .property, result: .double) { i, v, _, r in .double(try parts(i, v, r).0) })
        result.add(.init("unit", .property, result: .unknown) { _, v, _, _ in Interpreter.field(v, "unit") })
        result.add(.init("converted", .method, ["to:Any"], result: type) { i, v, args, r in
            let (number, from) = try parts(i, v, r)
            guard let to = unit(args.value("to")), to.type == from.type else {
                throw i.error("converted(to:) takes a unit of the same kind (\(from.type))", r)
            }
            return make(Measurement(value: number, unit: from.unit).converted(to: to.unit).value, unitValue(to.type, to.name))
        })
        result.add(.init("formatted", .method, ["", "_:MeasurementFormatStyle"], result: .string,
                         note: "units in English; .general converts to the locale's unit (a temperature to whole degrees), .asProvided keeps it") { i, v, args, r in
            var (number, unit) = try parts(i, v, r)
            var width = "abbreviated", usage = "general"
            var numberStyle: Value?
            if case .member(_, let arguments)? = args.first?.value {
                width = i.caseName(arguments.first) ?? width
                // `.measurement(width:numberFormatStyle:)` written without its type holds its arguments in order: the
                // second is the usage, or (without one) the number's style.
                let second = arguments.count > 1 ? arguments[1] : nil
                if let name = i.caseName(second), usages.contains(name) {
                    usage = name
                } else if let second, !second.isNull {
                    numberStyle = second
                }
                if arguments.count > 2, !arguments[2].isNull { numberStyle = arguments[2] }
            }
            var digits = 3
            if usage != "asProvided", let preferred = preferred(unit, locale: i.dates.locale) {
                number = Measurement(value: number, unit: unit.unit).converted(to: preferred.unit).value
                unit = preferred
                if unit.type == "UnitTemperature" { digits = 0 }
            }
            let written = try numberStyle.map { try i.formatNumber(.double(number), style: $0, at: r) }
            return .string(text(i, number, unit, width: width, maximumFractionDigits: digits, written: written))
        })
        return result
    }

    /// The unit the locale prefers for this one's kind, when it converts (temperature, length, speed, mass).
    static func preferred(_ unit: (type: String, name: String, unit: Dimension, short: String), locale: Locale)
        -> (type: String, name: String, unit: Dimension, short: String)? {
        guard let name = preferredUnit(unit.type, locale: locale),
              let target = units.first(where: { $0.type == unit.type })?.units.first(where: { $0.name == name }) else { return nil }
        return (unit.type, target.name, target.unit, target.short)
    }

    /// The unit's English name, singular and plural, for the `.wide` width.
    static let wideNames: [String: (String, String)] = [
        "celsius": ("degree Celsius", "degrees Celsius"), "fahrenheit": ("degree Fahrenheit", "degrees Fahrenheit"), "kelvin": ("kelvin", "kelvins"),
        "feet": ("foot", "feet"), "inches": ("inch", "inches"), "metersPerSecond": ("meter per second", "meters per second"),
        "kilometersPerHour": ("kilometer per hour", "kilometers per hour"), "milesPerHour": ("mile per hour", "miles per hour"),
        "inchesOfMercury": ("inch of mercury", "inches of mercury"), "fluidOunces": ("fluid ounce", "fluid ounces"),
        "kilowattHours": ("kilowatt-hour", "kilowatt-hours"),
    ]

    /// `20°C`, `5 km`, `90 sec` (abbreviated), `5km`, `68°` (narrow), `68 degrees Fahrenheit` (wide): the number in the locale, then the unit.
    static func text(_ i: Interpreter, _ number: Double, _ unit: (type: String, name: String, unit: Dimension, short: String),
                     width: String, maximumFractionDigits: Int, written: String? = nil) -> String {
        let formatter = NumberFormatter()
        formatter.locale = i.dates.locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = maximumFractionDigits
        let digits = written ?? formatter.string(from: NSNumber(value: number)) ?? "\(number)"
        switch width {
        case "wide":
            let (one, many) = wideNames[unit.name] ?? (String(unit.name.dropLast()), unit.name)
            return digits + " " + (digits == "1" ? one : many)
        case "narrow":
            return digits + (unit.name == "fahrenheit" ? "°" : unit.short)
        default:
            return unit.short.hasPrefix("°") ? digits + unit.short : digits + " " + unit.short
        }
    }

    static func formatter() -> BuiltinType {
        let type = SemanticType.named("MeasurementFormatter")
        let make: @Sendable (Interpreter) -> Value = { i in
            Interpreter.foundationReference("MeasurementFormatter", [("unitStyle", .member(name: "medium", arguments: [])),
                                                                   ("unitOptions", .array([])), ("locale", Interpreter.localeValue(i.dates.locale)),
                                                                   ("numberFormatter", i.registry.types["NumberFormatter"]?.sample(i) ?? .null)])
        }
        let result = BuiltinType("MeasurementFormatter", instance: type, sample: make)
        result.add(.init("MeasurementFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        FoundationFormatters.fields(result, [("unitStyle", .named("MeasurementFormatter.UnitStyle")), ("unitOptions", .unknown), ("locale", .named("Locale")),
                                             ("numberFormatter", .named("NumberFormatter"))])
        result.add(.init("string", .method, ["from:Measurement"], result: .string,
                         note: "in the locale's preferred unit unless unitOptions holds .providedUnit, as Foundation does") { i, f, args, r in
            let value = args.value("from") ?? .null
            var (number, unit) = try parts(i, value, r)
            let provided = i.describe(Interpreter.field(f, "unitOptions")).contains("providedUnit")
            if !provided, let preferred = preferred(unit, locale: i.locale(Interpreter.field(f, "locale"))) {
                number = Measurement(value: number, unit: unit.unit).converted(to: preferred.unit).value
                unit = preferred
            }
            let style = i.caseName(Interpreter.field(f, "unitStyle"))
            // (Its number formatter's digits where the program set them: `formatter.numberFormatter.maximumFractionDigits = 0`.)
            var digits = 3
            if case .int(let set) = Interpreter.field(Interpreter.field(f, "numberFormatter"), "maximumFractionDigits") { digits = max(0, min(set, 16)) }
            return .string(text(i, number, unit, width: style == "long" ? "wide" : style == "short" ? "narrow" : "abbreviated", maximumFractionDigits: digits))
        })
        return result
    }

    /// The unit a locale prefers for a kind (what MeasurementFormatter converts to without `.providedUnit`).
    static func preferredUnit(_ type: String, locale: Locale) -> String? {
        let imperial = ["US", "LR", "MM"].contains(locale.region?.identifier ?? "")
        switch type {
        case "UnitTemperature": return imperial ? "fahrenheit" : "celsius"
        case "UnitLength": return imperial ? "miles" : "kilometers"
        case "UnitSpeed": return imperial ? "milesPerHour" : "kilometersPerHour"
        case "UnitMass": return imperial ? "pounds" : "kilograms"
        default: return nil
        }
    }
}
