/// Convenience accessors, for reading the runtime's own JSON (cached timelines, configuration).
extension JSONValue {
    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
        default: return nil
        }
    }

    /// An object from key-value pairs, in order.
    static func pairs(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// The document as compact text.
    var text: String { JSONWriter.text(self) }

    /// Parses text; nil when it is not JSON.
    static func parse(text: String) -> JSONValue? { try? JSONParser.parse(Array(text.utf8)) }
}
