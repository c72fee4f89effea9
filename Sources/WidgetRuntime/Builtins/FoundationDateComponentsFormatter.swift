import Foundation
import WidgetLanguage

/// `DateComponentsFormatter` (absent from Linux's Foundation), as countdown widgets use it:
/// `allowedUnits` (days, hours, minutes, seconds), `unitsStyle` (`.positional` "1:02:05",
/// `.abbreviated` "1h 2m 5s", `.brief` "1hr 2min 5sec", `.short` "1 hr, 2 min, 5 sec",
/// `.full` "1 hour, 2 minutes, 5 seconds"), `zeroFormattingBehavior` (`.pad` keeps zero units,
/// otherwise they are dropped), `maximumUnitCount`; in English.
enum FoundationDateComponentsFormatter {
    static let units: [(name: String, seconds: Int, abbreviated: String, brief: String, short: String, full: String)] = [
        ("day", 86400, "d", "d", "day", "day"), ("hour", 3600, "h", "hr", "hr", "hour"),
        ("minute", 60, "m", "min", "min", "minute"), ("second", 1, "s", "sec", "sec", "second"),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("DateComponentsFormatter.UnitsStyle", ["positional", "abbreviated", "short", "full", "spellOut", "brief"]))
        registry.register(type: FoundationDates.enumeration("DateComponentsFormatter.ZeroFormattingBehavior", ["default", "dropLeading", "dropMiddle", "dropTrailing", "dropAll", "pad"]))
        let type = SemanticType.named("DateComponentsFormatter")
        let make: @Sendable (Interpreter) -> Value = { _ in
            // (Allowed units not set: hours, minutes and seconds, or a DateComponents' own units.)
            Interpreter.foundationReference("DateComponentsFormatter", [
                ("allowedUnits", .null),
                ("unitsStyle", .member(name: "positional", arguments: [])), ("zeroFormattingBehavior", .member(name: "default", arguments: [])),
                ("maximumUnitCount", .int(0)),
            ])
        }
        let formatter = BuiltinType("DateComponentsFormatter", instance: type, sample: make)
        formatter.add(.init("DateComponentsFormatter", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        FoundationFormatters.fields(formatter, [("allowedUnits", .unknown), ("unitsStyle", .named("DateComponentsFormatter.UnitsStyle")),
                                                // (An option set: `.pad` or `[.pad]`, as `allowedUnits` is `.minute` or `[.minute, .second]`.)
                                                ("zeroFormattingBehavior", .unknown), ("maximumUnitCount", .int)])
        formatter.add(.init("string", .method, ["from:Double", "from:Date to:Date", "from:DateComponents"], result: .optional(.string),
                            note: "in English; days, hours, minutes and seconds") { i, f, args, r in
            let seconds: Double
            if case .object(let components)? = args.value("from"), components.type == "DateComponents" {
                // The components' days, hours, minutes and seconds, in the units they are given in unless units are allowed.
                var total = 0
                var given: [Value] = []
                for unit in units {
                    guard case .int(let n)? = components[unit.name] else { continue }
                    let (product, overflow) = n.multipliedReportingOverflow(by: unit.seconds)
                    guard !overflow, abs(product) < 1_000_000_000_000_000 else { return .null }
                    total += product
                    given.append(.member(name: unit.name, arguments: []))
                }
                var used = f
                // (A copy of the formatter's settings: the formatter itself, a class, is left as the program set it.)
                if case .null = Interpreter.field(f, "allowedUnits"), var settings = settings(of: f), !given.isEmpty {
                    settings["allowedUnits"] = .array(given)
                    used = .object(settings)
                }
                return .string(format(i, used, total))
            }
            if let end = args.value("to") {
                seconds = try i.date(end, "string(from:to:)", r).timeIntervalSince(try i.date(args.value("from"), "string(from:to:)", r))
            } else {
                seconds = try i.number(args.value("from"), "string(from:)", r)
            }
            guard seconds.isFinite, abs(seconds) < 1e15 else { return .null }
            return .string(format(i, f, Int(seconds.rounded(.towardZero))))
        })
        // `DateComponentsFormatter.localizedString(from: components, unitsStyle: .short)`: a formatter of that style's text.
        formatter.add(.init("localizedString", .staticMethod, ["from:DateComponents unitsStyle:DateComponentsFormatter.UnitsStyle"],
                            result: .optional(.string), note: "in English") { [formatter] i, _, args, r in
            guard var made = settings(of: make(i)), let string = formatter.methods["string"] else { return .null }
            made["unitsStyle"] = args.value("unitsStyle") ?? .member(name: "positional", arguments: [])
            return try string.body(i, .object(made), args.filter { $0.label == "from" }, r)
        })
        registry.register(type: formatter)
    }

    /// The settings a formatter holds, as a value of their own.
    static func settings(of formatter: Value) -> ObjectValue? {
        switch formatter {
        case .object(let object): return object
        case .instance(let instance): return instance.snapshot
        default: return nil
        }
    }

    static func format(_ i: Interpreter, _ f: Value, _ total: Int) -> String {
        var allowed = Set<String>()
        if case .array(let names) = Interpreter.field(f, "allowedUnits") { allowed = Set(names.compactMap { i.caseName($0) }) }
        else if let one = i.caseName(Interpreter.field(f, "allowedUnits")) { allowed = [one] }
        if allowed.isEmpty { allowed = ["hour", "minute", "second"] }
        let style = i.caseName(Interpreter.field(f, "unitsStyle")) ?? "positional"
        let zeros = Interpreter.field(f, "zeroFormattingBehavior")
        let pads = i.caseName(zeros) == "pad" || { if case .array(let options) = zeros { options.contains { i.caseName($0) == "pad" } } else { false } }()
        var maximum = 0
        if case .int(let n) = Interpreter.field(f, "maximumUnitCount") { maximum = n }
        let used = units.filter { allowed.contains($0.name) }
        guard !used.isEmpty else { return "" }
        var remaining = abs(total)
        var parts: [(unit: (name: String, seconds: Int, abbreviated: String, brief: String, short: String, full: String), count: Int)] = []
        for unit in used {
            parts.append((unit, remaining / unit.seconds))
            remaining %= unit.seconds
        }
        let sign = total < 0 ? "-" : ""
        if style == "positional" {
            // Leading zero units are dropped (all but the last two, as Foundation keeps "0:05"), unless padded.
            var shown = parts
            if !pads { while shown.count > 2, shown[0].count == 0 { shown.removeFirst() } }
            if maximum > 0, shown.count > maximum { shown = Array(shown.prefix(maximum)) }
            return sign + shown.enumerated().map { index, part in
                index == 0 && !pads ? String(part.count) : (part.count < 10 ? "0" : "") + String(part.count)
            }.joined(separator: ":")
        }
        var shown = pads ? parts : parts.filter { $0.count != 0 }
        if shown.isEmpty, let last = parts.last { shown = [last] }
        if maximum > 0, shown.count > maximum { shown = Array(shown.prefix(maximum)) }
        let words = shown.map { part -> String in
            let n = part.count, u = part.unit
            switch style {
            case "abbreviated": return "\(n)\(u.abbreviated)"
            case "brief": return "\(n)\(u.brief)"
            case "short": return "\(n) \(u.short)"
            default: return "\(n) \(u.full)\(n == 1 ? "" : "s")"
            }
        }
        return sign + words.joined(separator: style == "abbreviated" || style == "brief" ? " " : ", ")
    }
}
