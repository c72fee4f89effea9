import Foundation
import WidgetLanguage

/// `NumberFormatter`'s settable properties and `NSNumber`: a formatter value keeps the
/// settings made, in order, and Foundation's `NumberFormatter` built from them formats,
/// parses and answers the properties it was not given.
enum FoundationNumberFormatter {
    static let integers = ["minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits", "maximumIntegerDigits",
                           "minimumSignificantDigits", "maximumSignificantDigits", "groupingSize", "formatWidth"]
    static let flags = ["usesGroupingSeparator", "usesSignificantDigits", "alwaysShowsDecimalSeparator", "isLenient", "allowsFloats"]
    static let texts = ["currencyCode", "currencySymbol", "groupingSeparator", "decimalSeparator", "positivePrefix", "positiveSuffix",
                        "negativePrefix", "negativeSuffix", "percentSymbol", "paddingCharacter", "minusSign", "plusSign",
                        "internationalCurrencySymbol", "exponentSymbol"]
    static let roundingModes: [String: NumberFormatter.RoundingMode] = [
        "ceiling": .ceiling, "floor": .floor, "down": .down, "up": .up, "halfEven": .halfEven, "halfDown": .halfDown, "halfUp": .halfUp,
    ]
    static let padPositions: [String: NumberFormatter.PadPosition] = [
        "beforePrefix": .beforePrefix, "afterPrefix": .afterPrefix, "beforeSuffix": .beforeSuffix, "afterSuffix": .afterSuffix,
    ]
    static let styles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "percent": .percent, "currency": .currency, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]

    static func properties(_ formatter: BuiltinType) {
        func property(_ name: String, _ result: SemanticType, _ note: String?, _ read: @escaping @Sendable (NumberFormatter) -> Value) {
            formatter.add(.init(name, .property, result: result, note: note ?? "settable") { i, f, _, _ in read(i.foundationNumberFormatter(f)) })
        }
        property("numberStyle", .named("NumberFormatter.Style"), nil) { f in
            .member(name: styles.first { $0.value == f.numberStyle }?.key ?? "none", arguments: [])
        }
        property("locale", .named("Locale"), nil) { f in Interpreter.localeValue(f.locale) }
        property("roundingMode", .named("NumberFormatter.RoundingMode"), nil) { f in
            .member(name: roundingModes.first { $0.value == f.roundingMode }?.key ?? "halfEven", arguments: [])
        }
        property("paddingPosition", .named("NumberFormatter.PadPosition"), nil) { f in
            .member(name: padPositions.first { $0.value == f.paddingPosition }?.key ?? "beforePrefix", arguments: [])
        }
        for name in integers {
            property(name, .int, "settable; digits kept to 0...40") { f in
                switch name {
                case "minimumFractionDigits": return .int(f.minimumFractionDigits)
                case "maximumFractionDigits": return .int(f.maximumFractionDigits)
                case "minimumIntegerDigits": return .int(f.minimumIntegerDigits)
                case "maximumIntegerDigits": return .int(f.maximumIntegerDigits)
                case "minimumSignificantDigits": return .int(f.minimumSignificantDigits)
                case "maximumSignificantDigits": return .int(f.maximumSignificantDigits)
                case "groupingSize": return .int(f.groupingSize)
                default: return .int(f.formatWidth)
                }
            }
        }
        for name in flags {
            property(name, .bool, nil) { f in
                switch name {
                case "usesGroupingSeparator": return .bool(f.usesGroupingSeparator)
                case "usesSignificantDigits": return .bool(f.usesSignificantDigits)
                case "alwaysShowsDecimalSeparator": return .bool(f.alwaysShowsDecimalSeparator)
                case "isLenient": return .bool(f.isLenient)
                default: return .bool(f.allowsFloats)
                }
            }
        }
        for name in texts {
            property(name, .string, nil) { f in .string(text(name, of: f) ?? "") }
        }
        property("zeroSymbol", .optional(.string), nil) { f in f.zeroSymbol.map(Value.string) ?? .null }
    }

    static func text(_ name: String, of f: NumberFormatter) -> String? {
        switch name {
        case "currencyCode": return f.currencyCode
        case "currencySymbol": return f.currencySymbol
        case "groupingSeparator": return f.groupingSeparator
        case "decimalSeparator": return f.decimalSeparator
        case "positivePrefix": return f.positivePrefix
        case "positiveSuffix": return f.positiveSuffix
        case "negativePrefix": return f.negativePrefix
        case "negativeSuffix": return f.negativeSuffix
        case "percentSymbol": return f.percentSymbol
        case "paddingCharacter": return f.paddingCharacter
        case "minusSign": return f.minusSign
        case "plusSign": return f.plusSign
        case "internationalCurrencySymbol": return f.internationalCurrencySymbol
        default: return f.exponentSymbol
        }
    }

    static func set(_ name: String, _ value: String, on f: NumberFormatter) {
        switch name {
        case "currencyCode": f.currencyCode = value
        case "currencySymbol": f.currencySymbol = value
        case "groupingSeparator": f.groupingSeparator = value
        case "decimalSeparator": f.decimalSeparator = value
        case "positivePrefix": f.positivePrefix = value
        case "positiveSuffix": f.positiveSuffix = value
        case "negativePrefix": f.negativePrefix = value
        case "negativeSuffix": f.negativeSuffix = value
        case "percentSymbol": f.percentSymbol = value
        case "paddingCharacter": f.paddingCharacter = value
        case "minusSign": f.minusSign = value
        case "plusSign": f.plusSign = value
        case "internationalCurrencySymbol": f.internationalCurrencySymbol = value
        case "exponentSymbol": f.exponentSymbol = value
        case "zeroSymbol": f.zeroSymbol = value
        default: break
        }
    }

    static func set(_ name: String, _ value: Int, on f: NumberFormatter) {
        let digits = min(max(value, 0), 40)
        switch name {
        case "minimumFractionDigits": f.minimumFractionDigits = digits
        case "maximumFractionDigits": f.maximumFractionDigits = digits
        case "minimumIntegerDigits": f.minimumIntegerDigits = digits
        case "maximumIntegerDigits": f.maximumIntegerDigits = digits
        case "minimumSignificantDigits": f.minimumSignificantDigits = max(1, digits)
        case "maximumSignificantDigits": f.maximumSignificantDigits = max(1, digits)
        case "groupingSize": f.groupingSize = digits
        case "formatWidth": f.formatWidth = min(max(value, 0), 1_000)
        default: break
        }
    }

    static func set(_ name: String, _ value: Bool, on f: NumberFormatter) {
        switch name {
        case "usesGroupingSeparator": f.usesGroupingSeparator = value
        case "usesSignificantDigits": f.usesSignificantDigits = value
        case "alwaysShowsDecimalSeparator": f.alwaysShowsDecimalSeparator = value
        case "isLenient": f.isLenient = value
        case "allowsFloats": f.allowsFloats = value
        default: break
        }
    }

    /// An `NSNumber`: the number it holds.
    static func boxed(_ number: Value) -> Value { Interpreter.foundationObject("NSNumber", [("value", number)]) }

    /// The number of an `NSNumber` or of an Int or Double.
    static func numberValue(_ value: Value?) -> Value {
        if case .object(let object)? = value, object.type == "NSNumber" { return object["value"] ?? .null }
        // A Bool where an NSNumber goes (`flag ?? true`): 1 or 0, as NSNumber(value:) keeps it.
        if case .bool(let b)? = value { return .int(b ? 1 : 0) }
        return value ?? .null
    }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("NumberFormatter.RoundingMode", ["halfEven", "ceiling", "floor", "down", "up", "halfDown", "halfUp"]))
        registry.register(type: FoundationDates.enumeration("NumberFormatter.PadPosition", ["beforePrefix", "afterPrefix", "beforeSuffix", "afterSuffix"]))
        let type = SemanticType.named("NSNumber")
        let number = BuiltinType("NSNumber", instance: type) { _ in boxed(.int(0)) }
        number.sampleSource = "NSNumber(value: 0)"
        // (`NSNumber(floatLiteral: 2.5)`, `integerLiteral:`, `booleanLiteral:`: the literals' initializers, called by name.)
        number.add(.init("NSNumber", .initializer, ["value:Any", "floatLiteral:Double", "integerLiteral:Int", "booleanLiteral:Bool"], result: type,
                         note: "an Int, a Double or a Bool") { i, _, args, r in
            var given = args.value("value") ?? args.value("integerLiteral") ?? args.value("booleanLiteral")
            if let literal = args.value("floatLiteral") { given = .double(try i.number(literal, "NSNumber(floatLiteral:)", r)) }
            switch given {
            case .int(let n)?: return boxed(.int(n))
            case .double(let d)?: return boxed(.double(d))
            case .bool(let b)?: return boxed(.int(b ? 1 : 0))
            case .float(let f)?: return boxed(.float(f))
            case .decimal(let d)?: return boxed(.decimal(d))
            case .sized(let sized)?:
                // `NSNumber(value: Int8(3))`: the integer, as an Int where it fits.
                guard let int = sized.exactly(Int.self) else { return boxed(.sized(sized)) }
                return boxed(.int(int))
            default: throw i.error("NSNumber(value:) takes a number", r)
            }
        })
        number.add(.init("doubleValue", .property, result: .double) { _, v, _, _ in .double(numberValue(v).number ?? 0) })
        number.add(.init("intValue", .property, result: .int) { i, v, _, r in
            let value = numberValue(v).number ?? 0
            guard value.isFinite, abs(value) < 9e18 else { throw i.error("\(value) does not fit in an Int", r) }
            return .int(Int(value))
        })
        // `int64Value`, `uintValue`, …: the number as that width of integer (an Int here), `floatValue` as a Double.
        for name in ["int64Value", "int32Value", "int16Value", "int8Value", "uintValue", "uint64Value", "uint32Value", "uint16Value", "uint8Value"] {
            number.add(.init(name, .property, result: .int) { i, v, _, r in
                let value = numberValue(v).number ?? 0
                guard value.isFinite, abs(value) < 9e18 else { throw i.error("\(value) does not fit in an Int", r) }
                return .int(Int(value))
            })
        }
        number.add(.init("floatValue", .property, result: .double) { _, v, _, _ in .double(numberValue(v).number ?? 0) })
        number.add(.init("boolValue", .property, result: .bool) { _, v, _, _ in .bool((numberValue(v).number ?? 0) != 0) })
        number.add(.init("stringValue", .property, result: .string) { _, v, _, _ in
            switch numberValue(v) {
            case .int(let n): return .string(NSNumber(value: n).stringValue)
            case .double(let d): return .string(NSNumber(value: d).stringValue)
            default: return .string("0")
            }
        })
        registry.register(type: number)
    }
}

extension Interpreter {
    /// Foundation's formatter for a `NumberFormatter` value: its settings applied in the order they were made.
    func foundationNumberFormatter(_ value: Value) -> NumberFormatter {
        formatter("NumberFormatter", value) { $0.makeNumberFormatter(value) }
    }

    private func makeNumberFormatter(_ value: Value) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = dates.locale
        let settings: [(name: String, value: Value)]
        switch value {
        case .instance(let instance): settings = instance.fields
        case .object(let object): settings = object.fields
        default: return formatter
        }
        for (name, setting) in settings {
            switch (name, setting) {
            case ("locale", _): formatter.locale = locale(setting)
            case ("numberStyle", _): formatter.numberStyle = caseName(setting).flatMap { FoundationNumberFormatter.styles[$0] } ?? .none
            case ("roundingMode", _): formatter.roundingMode = caseName(setting).flatMap { FoundationNumberFormatter.roundingModes[$0] } ?? .halfEven
            case ("paddingPosition", _):
                formatter.paddingPosition = caseName(setting).flatMap { FoundationNumberFormatter.padPositions[$0] } ?? .beforePrefix
            case (_, .int(let n)): FoundationNumberFormatter.set(name, n, on: formatter)
            case (_, .bool(let b)): FoundationNumberFormatter.set(name, b, on: formatter)
            case (_, .string(let text)): FoundationNumberFormatter.set(name, text, on: formatter)
            case ("zeroSymbol", .null): formatter.zeroSymbol = nil
            default: break
            }
        }
        return formatter
    }
}
