/// Convenience accessors, for reading JSON the runtime and its helpers write
/// themselves (cached timelines, configuration, `widgetry-fetch`'s answers).
extension JSONValue {
    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }

    public var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    public var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
        default: return nil
        }
    }

    /// An object from key-value pairs, in order.
    public static func pairs(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// The document as compact text.
    public var text: String { JSONWriter.text(self) }

    /// Parses text; nil when it is not JSON.
    public static func parse(text: String) -> JSONValue? { try? JSONParser.parse(Array(text.utf8)) }
}
