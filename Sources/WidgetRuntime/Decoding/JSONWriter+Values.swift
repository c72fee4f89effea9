import Foundation
import WidgetSources

extension JSONWriter {
    /// A value of the language as JSON (for a plugin's request): dates as
    /// ISO-8601 text, structs as objects, enum cases by name, durations in seconds.
    static func json(_ value: Value) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .date(let d): return .string(ISO8601.format(d))
        case .duration(let d): return .double(d)
        case .data(let d): return .string(d.base64EncodedString())
        case .array(let items): return .array(items.map(json))
        case .dictionary(let pairs):
            return .object(pairs.map { JSONValue.Member(key: ValueFormatting.describe($0.key), value: json($0.value)) })
        case .object(let object):
            return .object(object.fields.map { JSONValue.Member(key: $0.name, value: json($0.value)) })
        case .enumCase(_, let name, _), .member(let name, _): return .string(name)
        default: return .string(ValueFormatting.describe(value))
        }
    }
}
