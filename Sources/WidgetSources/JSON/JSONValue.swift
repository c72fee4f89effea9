/// A JSON document as plain data. Objects keep their keys in document order,
/// and integers stay integers (`3` is not `3.0`), so decoding can say exactly
/// what it found.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the first member named `key`, for objects.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// How the value reads in an error message: `string "abc"`, `number 12`, `an object`.
    public var found: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return "number \(i)"
        case .double(let d): return "number \(d)"
        case .string(let s):
            let short = s.count > 24 ? String(s.prefix(24)) + "…" : s
            return "string \"\(TerminalText.sanitize(short))\""
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}
