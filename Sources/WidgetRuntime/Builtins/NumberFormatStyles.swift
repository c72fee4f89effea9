import Foundation
import WidgetLanguage

/// The modifiers of a number's format style (`.number.precision(.fractionLength(2)).grouping(.never)`,
/// `.percent.locale(us)`, `.currency(code:).sign(strategy: .always())`, `.rounded(rule:increment:)`,
/// `.notation(.compactName)`, `.byteCount(style:allowedUnits:)`): the chain is built into Foundation's own
/// `IntegerFormatStyle` or `FloatingPointFormatStyle` (an Int is formatted as an Int, a Double as a
/// Double), which writes the text.
enum NumberFormatStyles {
    static func register(in registry: inout BuiltinRegistry) {
        guard let numbers = registry.types["NumberFormatStyle"] else { return }
        let number = SemanticType.named("NumberFormatStyle")
        numbers.add(.init("locale", .method, ["_:Locale"], result: number) { _, v, args, _ in FormatStyleTable.chained(v, "locale", args) })
        numbers.add(.init("rounded", .method, ["rule?:Any increment?:Double"], result: number,
                          note: "rule .toNearestOrEven by default") { _, v, args, _ in FormatStyleTable.chained(v, "rounded", args) })
        numbers.add(.init("sign", .method, ["strategy:Any"], result: number,
                          note: ".automatic, .never, .always(includingZero:); for currency also .accounting") { _, v, args, _ in
            FormatStyleTable.chained(v, "sign", args)
        })
        numbers.add(.init("decimalSeparator", .method, ["strategy:Any"], result: number, note: ".automatic or .always") { _, v, args, _ in
            FormatStyleTable.chained(v, "decimalSeparator", args)
        })
        numbers.add(.init("scale", .method, ["_:Double"], result: number) { _, v, args, _ in FormatStyleTable.chained(v, "scale", args) })
        numbers.add(.init("integerLength", .staticMethod, ["_:Any"], result: number, note: "a count or a range") { _, _, args, _ in
            .member(name: "integerLength", arguments: args.map(\.value))
        })
        numbers.add(.init("integerAndFractionLength", .staticMethod, ["integer:Int fraction:Int"], result: number) { _, _, args, _ in
            .member(name: "integerAndFractionLength", arguments: args.map(\.value))
        })
    }

    /// What the steps after the first say, for any of Foundation's number styles.
    struct Modifiers {
        var locale: Locale
        var precision: NumberFormatStyleConfiguration.Precision?
        var grouping: NumberFormatStyleConfiguration.Grouping?
        var notation: NumberFormatStyleConfiguration.Notation?
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy?
        var currencySign: CurrencyFormatStyleConfiguration.SignDisplayStrategy?
        var decimalSeparator: NumberFormatStyleConfiguration.DecimalSeparatorDisplayStrategy?
        var scale: Double?
        var rounding: (rule: FloatingPointRoundingRule, increment: Double?)?

        func apply<S: NumberStyleModifiers>(_ style: S) -> S {
            var style = style.locale(locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            if let decimalSeparator { style = style.decimalSeparator(strategy: decimalSeparator) }
            if let scale { style = style.scale(scale) }
            if let rounding { style = style.roundedBy(rounding.rule, rounding.increment) }
            return style
        }

        func applyNotation<S: NumberStyleModifiers & NumberStyleNotation>(_ style: S) -> S {
            var style = apply(style)
            if let notation { style = style.notation(notation) }
            if let sign { style = style.sign(strategy: sign) }
            return style
        }
    }

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven, "up": .up,
        "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]

    /// A count or a range (a range of Ints is the list of its values), kept to 0...40.
    static func bounds(_ value: Value?) -> ClosedRange<Int>? {
        func clamp(_ n: Int) -> Int { min(max(n, 0), 40) }
        switch value {
        case .int(let n)?: return clamp(n)...clamp(n)
        case .double(let d)? where d.isFinite: return clamp(Int(d))...clamp(Int(d))
        case .array(let items)?:
            guard case .int(let low)? = items.first, case .int(let high)? = items.last else { return nil }
            return clamp(low)...max(clamp(low), clamp(high))
        case let range?:
            // `.fractionLength(0...2)`, `.significantDigits(1..<4)`: the range's last number is the upper bound.
            guard let (low, high, closed) = SwiftRanges.bounds(range) else { return nil }
            return clamp(low)...max(clamp(low), clamp(closed ? high : high - 1))
        case nil: return nil
        }
    }

    static func precision(_ i: Interpreter, _ value: Value?, at range: SourceRange) throws -> NumberFormatStyleConfiguration.Precision {
        guard let step = i.styleSteps(value ?? .null).last, let first = bounds(step.arguments.first) else {
            throw i.error("precision takes .fractionLength(n), .significantDigits(n), .integerLength(n) or .integerAndFractionLength(integer:fraction:)", range)
        }
        switch step.name {
        case "fractionLength": return .fractionLength(first)
        case "significantDigits": return .significantDigits(max(1, first.lowerBound)...max(1, first.upperBound))
        case "integerLength": return .integerLength(first)
        case "integerAndFractionLength":
            let fraction = bounds(step.arguments.count > 1 ? step.arguments[1] : nil) ?? 0...0
            return .integerAndFractionLength(integer: first.lowerBound, fraction: fraction.lowerBound)
        default: throw i.error("unknown precision '.\(step.name)'", range)
        }
    }

    static func modifiers(_ i: Interpreter, _ steps: ArraySlice<(name: String, arguments: [Value])>, at range: SourceRange) throws -> Modifiers {
        var result = Modifiers(locale: i.dates.locale)
        for step in steps {
            let first = step.arguments.first
            switch step.name {
            case "locale": result.locale = i.locale(first ?? .null)
            case "precision": result.precision = try precision(i, first, at: range)
            case "grouping": result.grouping = i.caseName(first) == "never" ? .never : .automatic
            case "notation":
                switch i.caseName(first) {
                case "compactName": result.notation = .compactName
                case "scientific": result.notation = .scientific
                default: result.notation = .automatic
                }
            case "sign":
                let name = i.caseName(first)
                // (Foundation's defaults: a number's `.always()` signs zero, a currency's does not.)
                var zero: Bool?
                if case .member(_, let inner)? = first, case .bool(let given)? = inner.first { zero = given }
                switch name {
                case "never": result.sign = .never; result.currencySign = .never
                case "always": result.sign = .always(includingZero: zero ?? true); result.currencySign = .always(showZero: zero ?? false)
                case "accounting": result.currencySign = .accounting
                case "accountingAlways": result.currencySign = .accountingAlways(showZero: zero ?? false)
                default: result.sign = .automatic; result.currencySign = .automatic
                }
            case "decimalSeparator": result.decimalSeparator = i.caseName(first) == "always" ? .always : .automatic
            case "scale": result.scale = first?.number
            case "rounded":
                var rule = FloatingPointRoundingRule.toNearestOrEven
                var increment: Double?
                for argument in step.arguments {
                    if let name = i.caseName(argument), let known = roundingRules[name] { rule = known }
                    if let n = argument.number, n.isFinite, n > 0 { increment = n }
                }
                result.rounding = (rule, increment)
            default:
                throw i.error("unknown number format style '.\(step.name)'", range)
            }
        }
        return result
    }

    static func byteCountUnits(_ i: Interpreter, _ value: Value?) -> ByteCountFormatStyle.Units {
        let units: [String: ByteCountFormatStyle.Units] = ["bytes": .bytes, "kb": .kb, "mb": .mb, "gb": .gb, "tb": .tb, "pb": .pb,
                                                           "eb": .eb, "zb": .zb, "ybOrHigher": .ybOrHigher, "all": .all, "default": .default]
        if case .array(let items)? = value { return ByteCountFormatStyle.Units(items.compactMap { i.caseName($0).flatMap { units[$0] } }) }
        return i.caseName(value).flatMap { units[$0] } ?? .all
    }

    /// The text of `value` (an Int or a Double) in the style the steps build.
    static func format(_ i: Interpreter, _ value: Value, _ steps: [(name: String, arguments: [Value])], at range: SourceRange) throws -> String {
        guard let kind = steps.first else { throw i.error("formatted takes a number style such as .number", range) }
        let modifiers = try modifiers(i, steps.dropFirst(), at: range)
        let number = value.number ?? 0
        switch kind.name {
        case "number":
            if case .int(let n) = value { return modifiers.applyNotation(IntegerFormatStyle<Int>()).format(n) }
            return modifiers.applyNotation(FloatingPointFormatStyle<Double>()).format(number)
        case "percent":
            if case .int(let n) = value { return modifiers.applyNotation(IntegerFormatStyle<Int>.Percent()).format(n) }
            return modifiers.applyNotation(FloatingPointFormatStyle<Double>.Percent()).format(number)
        case "currency":
            guard case .string(let code)? = kind.arguments.first else { throw i.error("currency takes a code, as in .currency(code: \"USD\")", range) }
            if case .int(let n) = value {
                var style = modifiers.apply(IntegerFormatStyle<Int>.Currency(code: code))
                if let sign = modifiers.currencySign { style = style.sign(strategy: sign) }
                return style.format(n)
            }
            var style = modifiers.apply(FloatingPointFormatStyle<Double>.Currency(code: code))
            if let sign = modifiers.currencySign { style = style.sign(strategy: sign) }
            return style.format(number)
        case "byteCount":
            let styles: [String: ByteCountFormatStyle.Style] = ["memory": .memory, "decimal": .decimal, "binary": .binary]
            let style = styles[i.caseName(kind.arguments.first) ?? ""] ?? .file
            let units = byteCountUnits(i, kind.arguments.count > 1 ? kind.arguments[1] : nil)
            let count = Int64(clamping: Int(number.isFinite ? max(min(number, 9e18), -9e18) : 0))
            return count.formatted(.byteCount(style: style, allowedUnits: units).locale(modifiers.locale))
        default:
            throw i.error("unknown number format style '.\(kind.name)'; use .number, .percent or .currency(code:)", range)
        }
    }
}

/// The modifiers every number style of Foundation has, with the same types.
protocol NumberStyleModifiers: FormatStyle where FormatOutput == String {
    func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ g: NumberFormatStyleConfiguration.Grouping) -> Self
    func locale(_ l: Locale) -> Self
    func decimalSeparator(strategy: NumberFormatStyleConfiguration.DecimalSeparatorDisplayStrategy) -> Self
    func scale(_ s: Double) -> Self
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self
}

/// Notation and sign, as the number and percent styles take them (currency has its own sign strategy).
protocol NumberStyleNotation {
    func notation(_ n: NumberFormatStyleConfiguration.Notation) -> Self
    func sign(strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> Self
}

extension FloatingPointFormatStyle<Double>: NumberStyleModifiers, NumberStyleNotation {
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self { rounded(rule: rule, increment: increment) }
}
extension FloatingPointFormatStyle<Double>.Percent: NumberStyleModifiers, NumberStyleNotation {
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self { rounded(rule: rule, increment: increment) }
}
extension FloatingPointFormatStyle<Double>.Currency: NumberStyleModifiers {
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self { rounded(rule: rule, increment: increment) }
}
extension IntegerFormatStyle<Int>: NumberStyleModifiers, NumberStyleNotation {
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self {
        rounded(rule: rule, increment: increment.map { Int(min(max($0, 1), 1e15)) })
    }
}
extension IntegerFormatStyle<Int>.Percent: NumberStyleModifiers, NumberStyleNotation {
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self {
        rounded(rule: rule, increment: increment.map { Int(min(max($0, 1), 1e15)) })
    }
}
extension IntegerFormatStyle<Int>.Currency: NumberStyleModifiers {
    func roundedBy(_ rule: FloatingPointRoundingRule, _ increment: Double?) -> Self {
        rounded(rule: rule, increment: increment.map { Int(min(max($0, 1), 1e15)) })
    }
}
