import Foundation
import WidgetSources

/// Intent parameters as text, `name=value`: how buttons remember their
/// arguments and how `widgetry perform FILE INTENT K=V` passes them.
public enum ParameterText {
    public static func encode(_ value: Value) -> String {
        switch value {
        case .string(let s): return s
        case .date(let d): return ISO8601.format(d)
        case .enumCase(_, let name, _), .member(let name, _): return name
        case .record(let record): return record.id
        // A `UUID` is its text (`uuidString`).
        case .object(let object) where object.type == "UUID": return object["uuidString"].map(encode) ?? ValueFormatting.describe(value)
        // A `DateComponents` with its calendar is the date it makes.
        case .object(let object) where object.type == "DateComponents":
            return FoundationCalendar.date(of: value, .utc).map(ISO8601.format) ?? ValueFormatting.describe(value)
        case .object(let object): return object["id"].map(encode) ?? ValueFormatting.describe(value)
        case .null: return ""
        default: return ValueFormatting.describe(value)
        }
    }

    /// Converts text to a parameter's type; nil with the reason when it does not fit. A date given for
    /// `DateComponents` is in the Gregorian calendar of `dates`' time zone.
    static func decode(_ text: String, as type: SemanticType, enumCases: (String) -> [String]?,
                       dates: DateFormatting = .utc) -> Result<Value, ParameterError> {
        switch type {
        case .optional(let inner):
            return text.isEmpty ? .success(.null) : decode(text, as: inner, enumCases: enumCases, dates: dates)
        case .string, .unknown: return .success(.string(text))
        case .int:
            guard let i = Int(text) else { return .failure(ParameterError(expected: "Int")) }
            return .success(.int(i))
        case .double:
            // NaN and infinities are refused as the store refuses them (Grammar.md, Double).
            guard let d = Double(text), d.isFinite else { return .failure(ParameterError(expected: "a finite Double (not nan or infinity)")) }
            return .success(.double(d))
        case .bool:
            // Swift's spelling only, everywhere a Bool is written as text
            // (`--config`, `configure`, `perform`): not yes/1/on or True.
            switch text {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default: return .failure(ParameterError(expected: "Bool (true or false)"))
            }
        case .date:
            guard let d = ISO8601.parse(text) else { return .failure(ParameterError(expected: "Date (ISO-8601)")) }
            return .success(.date(d))
        case .named("DateComponents"):
            // A date parameter of an intent definition (`configuration.date?.date`).
            guard let d = ISO8601.parse(text) else { return .failure(ParameterError(expected: "DateComponents (an ISO-8601 date)")) }
            return .success(FoundationCalendar.componentsValue(of: d, dates))
        case .named(let name):
            if let cases = enumCases(name) {
                guard cases.contains(text) else { return .failure(ParameterError(expected: "\(name) (one of \(cases.joined(separator: ", ")))")) }
                return .success(.enumCase(type: name, name: text))
            }
            // An entity or record is named by its id.
            return .success(.string(text))
        default:
            return .failure(ParameterError(expected: type.description))
        }
    }
}

struct ParameterError: Error {
    var expected: String
}
