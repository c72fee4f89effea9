import Foundation
import WidgetLanguage

/// `Measurement(value:unit:)` with the units weather and fitness widgets use
/// (`UnitTemperature`, `UnitLength`, `UnitSpeed`, `UnitDuration`, `UnitMass`),
/// converted by Foundation's own `Dimension`s; `.formatted()` and
/// `MeasurementFormatter` write them as Foundation does in the session's locale.
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
    }

    static func make(_ value: Double, _ unit: Value) -> Value {
        Interpreter.foundationObject("Measurement", [("value", .double(value)), ("unit", unit)])
    }

    static func parts(_ i: Interpreter, _ value: Value, _ range: SourceRange) throws -> (Double, (type: String, name: String, unit: Dimension, short: String)) {
        guard let unit = unit(Interpreter.field(value, "unit")) else { throw i.error("expected a Measurement, found \(i.typeName(of: value))", range) }
        return (try i.number(Interpreter.field(value, "value"), "Measurement", range), unit)
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
        result.add(.init("formatted", .method, ["", "_:Any"], result: .string,
                         note: "the value and the unit's short symbol, in the unit given (Foundation's default .general usage)") { i, v, _, r in
            let (number, unit) = try parts(i, v, r)
            return .string(text(i, number, unit.short, unit.type, maximumFractionDigits: 2))
        })
        return result
    }

    /// `20°C`, `5 km`, `90 sec`: the number in the locale, then the symbol (temperature without a space).
    static func text(_ i: Interpreter, _ number: Double, _ symbol: String, _ type: String, maximumFractionDigits: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = i.dates.locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = maximumFractionDigits
        let digits = formatter.string(from: NSNumber(value: number)) ?? "\(number)"
        return type == "UnitTemperature" && symbol.hasPrefix("°") ? digits + symbol : digits + " " + symbol
    }

    static func formatter() -> BuiltinType {
        let type = SemanticType.named("MeasurementFormatter")
        let make: @Sendable (Interpreter) -> Value = { i in
            Interpreter.foundationObject("MeasurementFormatter", [("unitStyle", .member(name: "medium", arguments: [])),
                                                                   ("unitOptions", .array([])), ("locale", Interpreter.localeValue(i.dates.locale))])
        }
        let result = BuiltinType("MeasurementFormatter", instance: type, sample: make)
        result.add(.init("MeasurementFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        FoundationFormatters.fields(result, [("unitStyle", .named("MeasurementFormatter.UnitStyle")), ("unitOptions", .unknown), ("locale", .named("Locale"))])
        result.add(.init("string", .method, ["from:Measurement"], result: .string,
                         note: "in the locale's preferred unit unless unitOptions holds .providedUnit, as Foundation does") { i, f, args, r in
            let value = args.value("from") ?? .null
            var (number, unit) = try parts(i, value, r)
            let provided = i.describe(Interpreter.field(f, "unitOptions")).contains("providedUnit")
            if !provided, let preferred = preferredUnit(unit.type, locale: i.locale(Interpreter.field(f, "locale"))),
               let target = units.first(where: { $0.type == unit.type })?.units.first(where: { $0.name == preferred }) {
                number = Measurement(value: number, unit: unit.unit).converted(to: target.unit).value
                unit = (unit.type, target.name, target.unit, target.short)
            }
            let symbol = i.caseName(Interpreter.field(f, "unitStyle")) == "long" ? unit.name : unit.short
            return .string(text(i, number, symbol, unit.type, maximumFractionDigits: 3))
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
        default: return nil
        }
    }
}
