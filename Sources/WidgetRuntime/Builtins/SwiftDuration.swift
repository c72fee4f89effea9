import Foundation
import WidgetLanguage

/// Swift's `Duration` (`.seconds(90)`, `.milliseconds(1500)`) — a number of seconds here, the same
/// value as the widget language's `90.seconds` — and its `formatted()`: `.time(pattern:)` and
/// `.units(…)`, written by Foundation's own Duration format styles.
enum SwiftDuration {
    static func register(in registry: inout BuiltinRegistry) {
        let duration = BuiltinType("Duration", instance: .duration) { _ in .duration(90) }
        duration.sampleSource = "Duration.seconds(90)"
        for (name, scale) in [("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)] {
            duration.add(.init(name, .staticMethod, ["_:Double"], result: .duration) { i, _, args, r in
                .duration(try i.number(args.first?.value, "Duration.\(name)(_:)", r) * scale)
            })
        }
        for name in ["seconds", "minutes", "hours", "days"] {
            duration.add(.init(name, .property, result: .int, note: "the whole count, as the widget language's durations give it") { i, v, _, r in
                try i.member(of: v, name, at: r)
            })
        }
        duration.add(.init("components", .property, result: .tuple(labels: ["seconds", "attoseconds"], elements: [.int, .int]),
                           note: "whole seconds and attoseconds, as Swift splits it") { i, v, _, r in
            let seconds = try i.number(v, "components", r)
            guard seconds.isFinite, abs(seconds) < 9e15 else { throw i.error("this Duration's components do not fit an Int", r) }
            let parts = Duration.milliseconds(Int64((seconds * 1000).rounded())).components
            return .tuple(TupleValue(labels: ["seconds", "attoseconds"], elements: [.int(Int(parts.seconds)), .int(Int(parts.attoseconds))]))
        })
        duration.add(.init("zero", .staticProperty, result: .duration) { _, _, _, _ in .duration(0) })
        duration.add(.init("formatted", .method, ["", "_:DurationFormatStyle"], result: .string) { i, v, args, r in
            .string(try format(i, try i.number(v, "formatted", r), style: args.first?.value, r))
        })
        registry.register(type: duration)

        let style = SemanticType.named("DurationFormatStyle")
        let styles = BuiltinType("DurationFormatStyle", instance: style, checksImplicitMembers: true) { _ in
            .member(name: "time", arguments: [.member(name: "minuteSecond", arguments: [])])
        }
        styles.sampleSource = ".time(pattern: .minuteSecond)"
        styles.add(.init("time", .staticMethod, ["pattern:Any"], result: style,
                         note: ".hourMinuteSecond, .hourMinute, .minuteSecond, or with padding: .minuteSecond(padMinuteToLength:fractionalSecondsLength:)") { _, _, args, _ in
            .member(name: "time", arguments: args.map(\.value))
        })
        styles.add(.init("units", .staticMethod, ["allowed?:Any width?:Any maximumUnitCount?:Int zeroValueUnits?:Any valueLength?:Int fractionalPart?:Any"],
                         result: style, note: "hours, minutes and seconds; zeroValueUnits .hide or .show(length:); fractionalPart .hide(rounded:) "
                            + "or .show(length:rounded:)") { _, _, args, _ in
            // (`valueLength:` and `fractionalPart:` are kept with their labels: `.hide` is also a `zeroValueUnits:`.)
            .member(name: "units", arguments: args.map { argument in
                argument.label == "valueLength" || argument.label == "fractionalPart" ? .member(name: argument.label ?? "", arguments: [argument.value]) : argument.value
            })
        })
        styles.add(.init("locale", .method, ["_:Locale"], result: style) { _, v, args, _ in FormatStyleTable.chained(v, "locale", args) })
        registry.register(type: styles)
        // `Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .condensedAbbreviated)`: the style `.units(allowed:width:)` makes.
        let unitsStyle = BuiltinType("Duration.UnitsFormatStyle", instance: style) { _ in .member(name: "units", arguments: []) }
        unitsStyle.sampleSource = "Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .abbreviated)"
        unitsStyle.add(.init("Duration.UnitsFormatStyle", .initializer, ["allowedUnits:Any width:Any maximumUnitCount?:Int zeroValueUnits?:Any"],
                             result: style, note: "the style .units(allowed:width:) makes") { _, _, args, _ in
            .member(name: "units", arguments: args.map(\.value))
        })
        registry.register(type: unitsStyle, byInstance: false)
        registry.register(type: FoundationDates.enumeration("Duration.TimeFormatStyle.Pattern", ["hourMinuteSecond", "hourMinute", "minuteSecond"]))
        registry.register(type: FoundationDates.enumeration("Duration.UnitsFormatStyle.UnitWidth", ["wide", "abbreviated", "condensedAbbreviated", "narrow"]))
        registry.register(type: FoundationDates.enumeration("Duration.UnitsFormatStyle.Unit", ["hours", "minutes", "seconds", "milliseconds", "days", "weeks"]))
    }

    /// `.seconds(30)` where a Duration is meant: the Duration, or nil for another member.
    static func implicit(_ i: Interpreter, _ value: Value, at range: SourceRange) throws -> Value? {
        guard case .member(let name, let arguments) = value, let member = i.registry.types["Duration"]?.statics[name] else { return nil }
        return try member.body(i, .type("Duration"), arguments.map { CallArgument(label: nil, value: $0, range: range) }, range)
    }

    static func format(_ i: Interpreter, _ seconds: Double, style: Value?, _ range: SourceRange) throws -> String {
        guard seconds.isFinite, abs(seconds) < 9e15 else { throw i.error("this Duration cannot be formatted", range) }
        let duration = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        let steps = style.map(i.styleSteps) ?? []
        guard let kind = steps.first?.name, let arguments = steps.first?.arguments else {
            return duration.formatted(.time(pattern: .hourMinuteSecond).locale(i.dates.locale))
        }
        // `.locale(us)` after the style; the session's locale otherwise.
        let locale = steps.dropFirst().last { $0.name == "locale" }.map { i.locale($0.arguments.first ?? .null) } ?? i.dates.locale
        switch kind {
        case "time":
            // `.minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 1)`: the numbers in the order written, kept small.
            var numbers: [Int] = []
            if case .member(_, let padding)? = arguments.first { numbers = padding.compactMap { $0.number.map { min(max(Int($0), 0), 20) } } }
            var rule = FloatingPointRoundingRule.toNearestOrEven
            if case .member(_, let padding)? = arguments.first, let name = i.caseName(padding.last), let known = NumberFormatStyles.roundingRules[name] {
                rule = known
            }
            let first = numbers.first ?? 1, second = numbers.count > 1 ? numbers[1] : 0
            let pattern: Duration.TimeFormatStyle.Pattern
            switch i.caseName(arguments.first) {
            case "hourMinute": pattern = .hourMinute(padHourToLength: first, roundSeconds: rule)
            case "minuteSecond": pattern = .minuteSecond(padMinuteToLength: first, fractionalSecondsLength: second)
            default: pattern = .hourMinuteSecond(padHourToLength: first, fractionalSecondsLength: second)
            }
            return duration.formatted(.time(pattern: pattern).locale(locale))
        case "units":
            // The arguments as written, told apart by their values (`allowed:` a list, `width:` a width, `zeroValueUnits:`
            // .hide or .show(length:), `maximumUnitCount:` a number), whichever of them are given.
            var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
            var zeros = Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy.hide
            var most: Int?, valueLength: Int?
            var fraction = Duration.UnitsFormatStyle.FractionalPartDisplayStrategy.hide
            let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = ["wide": .wide, "abbreviated": .abbreviated,
                                                                        "condensedAbbreviated": .condensedAbbreviated, "narrow": .narrow]
            let units: [String: Duration.UnitsFormatStyle.Unit] = ["weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes,
                                                                   "seconds": .seconds, "milliseconds": .milliseconds]
            for argument in arguments {
                switch argument {
                case .array(let names): allowed = Set(names.compactMap { i.caseName($0).flatMap { units[$0] } })
                case .int(let count): most = max(count, 1)
                case .member("show", let shown): zeros = .show(length: min(max(Int(shown.first?.number ?? 1), 1), 20))
                case .member("valueLength", let given): valueLength = given.first?.number.map { min(max(Int($0), 1), 20) }
                case .member("fractionalPart", let given):
                    // `.hide(rounded: .down)`, `.show(length: 2)`: the fraction of the smallest unit.
                    guard case .member(let kind, let parts)? = given.first else { break }
                    let rule = parts.compactMap { i.caseName($0).flatMap { NumberFormatStyles.roundingRules[$0] } }.first ?? .toNearestOrEven
                    let length = parts.compactMap(\.number).first.map { min(max(Int($0), 0), 20) } ?? 0
                    fraction = kind == "show" ? .show(length: length, rounded: rule) : .hide(rounded: rule)
                case .member(let name, _): if let given = widths[name] { width = given }
                default: break
                }
            }
            return duration.formatted(.units(allowed: allowed, width: width, maximumUnitCount: most, zeroValueUnits: zeros, valueLength: valueLength,
                                             fractionalPart: fraction).locale(locale))
        default:
            throw i.error("a Duration is formatted with .time(pattern:) or .units(allowed:width:)", range)
        }
    }
}
