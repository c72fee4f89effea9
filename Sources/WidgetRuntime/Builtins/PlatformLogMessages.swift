import Foundation
import WidgetLanguage

/// A `Logger` message as Console shows it. `\(x, privacy: .public)`, `.private`,
/// `.sensitive`, `\(x, format: .fixed(precision: 2))` and `\(x, align: .right(columns: 5))`
/// are Swift's `appendInterpolation(_:privacy:format:align:)`. In a message written
/// directly in the call (`logger.info("…")`) an interpolated value without a privacy
/// is shown as unified logging shows it when no debugger is attached: numbers and
/// `Bool`s in full, everything else (strings, dates, objects) as `<private>`.
/// Elsewhere (a plain string, `Text`) the value is formatted and the privacy has no effect.
enum PlatformLogMessages {
    static let functionName = "appendInterpolation"

    static func register(in registry: inout BuiltinRegistry) {
        let privacy = FoundationDates.enumeration("OSLogPrivacy", ["auto", "public"])
        for masked in ["private", "sensitive"] {
            privacy.add(.init(masked, .staticMethod, ["mask:OSLogPrivacy.Mask"], result: .named("OSLogPrivacy"), note: "shown as <private>") { _, _, _, _ in
                .member(name: masked, arguments: [])
            })
        }
        registry.register(type: privacy)
        registry.register(type: FoundationDates.enumeration("OSLogPrivacy.Mask", ["hash", "none"]))
        let alignment = FoundationDates.enumeration("OSLogStringAlignment", ["none"])
        for side in ["left", "right"] {
            alignment.add(.init(side, .staticMethod, ["columns:Int"], result: .named("OSLogStringAlignment")) { _, _, args, _ in
                .member(name: side, arguments: args.map(\.value))
            })
        }
        registry.register(type: alignment)
        // SwiftUI's `Text("\(value, specifier: "%.1f")")` and `Text("Updated \(date, style: .time)")` (LocalizedStringKey's
        // interpolation) are forms of it too.
        let interpolation = BuiltinCallable(functionName, ["_:Any privacy?:OSLogPrivacy format?:Any align?:OSLogStringAlignment", "_:Any specifier:String",
                                                           "_:Date style:Text.DateStyle", "_:Any formatter:Any"],
                                            result: .string,
                                            note: "\\(x, privacy:format:align:) in a string: formatted and aligned; the privacy applies in a Logger message; "
                                                + "\\(x, specifier: \"%.1f\") formats as String(format:); \\(date, style: .time) writes the date as Text(date, style:) does; "
                                                + "\\(x, formatter: f) is what the formatter's string(from:) gives") { i, args, r in
            if let formatter = args.value("formatter") {
                guard i.registry.builtinType(of: formatter)?.methods["string"] != nil else {
                    throw i.error("\\(…, formatter:) takes a Formatter (DateFormatter, NumberFormatter, …), not \(ValueFormatting.typeName(of: formatter))", r)
                }
                let text = try i.callMethod(formatter, "string", [CallArgument(label: "from", value: args.first?.value ?? .null, range: r)], at: r, nameRange: r)
                return text.isNull ? .string("") : text
            }
            if let specifier = args.value("specifier") {
                return .string(try i.formatString(try i.string(specifier, r), [args.first?.value ?? .null], at: r))
            }
            if case .member(let style, _)? = args.value("style") {
                guard case .date(let date)? = args.first?.value else { throw i.error("\\(…, style:) takes a Date", r) }
                return .string(i.dateStyleText(date, style: style))
            }
            return .string(try i.interpolated(args.first?.value ?? .null, format: args.value("format"), align: args.value("align"), at: r))
        }
        registry.register(function: interpolation)
    }
}

extension Interpreter {
    /// `\(x, format: …, align: …)`: `x` formatted as `OSLogFloatFormatting`/`OSLogIntegerFormatting`
    /// (`.fixed(precision:)`, `.exponential(precision:)`, `.hex`, `.octal`, `.decimal(minDigits:)`)
    /// or a `FormatStyle` (`.number`, `.percent`), then padded to the columns of `.left`/`.right(columns:)`.
    func interpolated(_ value: Value, format: Value?, align: Value?, at range: SourceRange) throws -> String {
        var text: String
        switch format {
        case .member(let name, let arguments)? where ["fixed", "exponential", "hex", "octal", "decimal"].contains(name):
            text = try formattedForLog(value, name, arguments, at: range)
        case .null?, nil:
            text = try describeCharged(value, at: range)
        case let style?:
            text = try describeCharged(try callMethod(value, "formatted", [CallArgument(label: nil, value: style, range: range)], at: range, nameRange: range), at: range)
        }
        if case .member(let side, let arguments)? = align, case .int(let columns)? = arguments.first, columns > text.count {
            let padding = String(repeating: " ", count: max(0, min(columns, 1_000) - text.count))
            text = side == "right" ? padding + text : text + padding
        }
        return text
    }

    private func formattedForLog(_ value: Value, _ name: String, _ arguments: [Value], at range: SourceRange) throws -> String {
        // `.fixed(precision: 2)` arrives as `.member("fixed", [2])`; `.hex` with no arguments.
        let precision: Int? = { if case .int(let n)? = arguments.first { return max(0, min(n, 30)) } else { return nil } }()
        switch (name, value) {
        case ("fixed", .int(let n)): return try formatString("%.\(precision ?? 6)f", [.double(Double(n))], at: range)
        case ("fixed", _): return try formatString("%.\(precision ?? 6)f", [value], at: range)
        case ("exponential", .int(let n)): return try formatString("%.\(precision ?? 6)e", [.double(Double(n))], at: range)
        case ("exponential", _): return try formatString("%.\(precision ?? 6)e", [value], at: range)
        case ("hex", .int(let n)): return String(n, radix: 16)
        case ("octal", .int(let n)): return String(n, radix: 8)
        case ("decimal", .int(let n)):
            let digits = String(n.magnitude)
            let padded = String(repeating: "0", count: max(0, (precision ?? 0) - digits.count)) + digits
            return n < 0 ? "-" + padded : padded
        default: return try describeCharged(value, at: range)
        }
    }

    /// The text of a message written in a `Logger` call: each interpolated value shown, or `<private>`.
    func logMessage(_ parts: [InterpolatedPart], _ env: Environment, at range: SourceRange) throws -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let t):
                try charge(t.utf8.count, at: range)
                text += t
            case .expr(let inner):
                var privacy = "auto"
                let value: Value
                let shown: String
                if case .call(let callee, let arguments, _) = inner.kind, case .identifier(PlatformLogMessages.functionName) = callee.kind,
                   let first = arguments.first, first.label == nil {
                    func argument(_ label: String) throws -> Value? { try arguments.first { $0.label == label }.map { try eval($0.value, env) } }
                    value = try eval(first.value, env)
                    if let mark = try argument("privacy") { privacy = caseName(mark) ?? "auto" }
                    shown = try interpolated(value, format: try argument("format"), align: try argument("align"), at: inner.range)
                } else {
                    value = try eval(inner, env)
                    shown = try describeCharged(value, at: inner.range)
                }
                var isPublic = privacy == "public"
                if privacy == "auto", case .int = value { isPublic = true }
                if privacy == "auto", case .double = value { isPublic = true }
                if privacy == "auto", case .bool = value { isPublic = true }
                text += isPublic ? shown : "<private>"
            }
        }
        return text
    }
}
