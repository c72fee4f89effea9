import Foundation
import WidgetSources

/// JSON text as Foundation's `JSONEncoder` writes it: numbers and strings are
/// written by the machine's own `JSONEncoder` (so `20.0` is `20`, `/` is `\/`
/// unless `.withoutEscapingSlashes`), and `.prettyPrinted` indents by two
/// spaces, writes `"key" : value` and an empty array as `[` newline newline `]`.
struct FoundationJSONText {
    var pretty: Bool
    var escapingSlashes: Bool

    func text(_ json: JSONValue, indent: String) -> String {
        let inner = indent + "  "
        let newline = pretty ? "\n" : ""
        switch json {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .double(let d): return fragment(d) ?? String(d)
        case .string(let s): return fragment(s) ?? "\"\(s)\""
        case .array(let items):
            if items.isEmpty { return pretty ? "[\n\n\(indent)]" : "[]" }
            let body = items.map { (pretty ? inner : "") + text($0, indent: inner) }
            return "[" + newline + body.joined(separator: "," + newline) + newline + (pretty ? indent : "") + "]"
        case .object(let members):
            if members.isEmpty { return pretty ? "{\n\n\(indent)}" : "{}" }
            let body = members.map { member in
                (pretty ? inner : "") + text(.string(member.key), indent: inner) + (pretty ? " : " : ":") + text(member.value, indent: inner)
            }
            return "{" + newline + body.joined(separator: "," + newline) + newline + (pretty ? indent : "") + "}"
        }
    }

    private func fragment<T: Encodable>(_ value: T) -> String? {
        let encoder = JSONEncoder()
        if !escapingSlashes { encoder.outputFormatting = [.withoutEscapingSlashes] }
        guard let data = try? encoder.encode(value) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Probe: Encodable {
        let key: String
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(0, forKey: Key(key))
        }
    }

    /// A key as `.convertToSnakeCase` writes it (`showURLPreview` → `show_url_preview`), by Foundation itself.
    static func snakeCase(_ name: String) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let data = try? encoder.encode(Probe(key: name)),
              let object = try? JSONDecoder().decode([String: Int].self, from: data),
              let key = object.keys.first else { return name }
        return key
    }
}
