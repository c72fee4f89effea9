import Foundation

/// Writes JSON text, and turns the language's values into JSON (for a
/// plugin's request).
enum JSONWriter {
    static func text(_ json: JSONValue) -> String {
        var out = ""
        write(json, to: &out)
        return out
    }

    static func write(_ json: JSONValue, to out: inout String) {
        switch json {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d.isFinite ? String(d) : "null"
        case .string(let s): quote(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                write(item, to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                quote(member.key, to: &out)
                out += ":"
                write(member.value, to: &out)
            }
            out += "}"
        }
    }

    static func quote(_ s: String, to out: inout String) {
        out += "\""
        // Most text needs no escape: then it is appended whole, not scalar by scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// A value of the language as JSON: dates as ISO-8601 text, structs as
    /// objects, enum cases by name, durations in seconds.
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
        case .enumCase(_, let name), .member(let name, _): return .string(name)
        default: return .string(ValueFormatting.describe(value))
        }
    }
}
