import Foundation
import WidgetSources

/// The text Swift prints for a `DecodingError` or an `EncodingError` (its `description` since Swift 6.2):
/// `DecodingError.typeMismatch: expected value of type Int. Path: items[0].count. Debug description: Expected to decode
/// Int but found a string instead.` One place makes it for the errors `JSONDecoder` throws, those of a type's own
/// `init(from:)` and its containers, and those code makes (`DecodingError.keyNotFound(key, context)`).
enum CodingErrorText {
    /// A key of a coding path: its text, and its position where it stands for an array's element.
    struct Key: Sendable {
        var text: String
        var index: Int?
    }

    /// `type` is `DecodingError` or `EncodingError`; `subject` the expected type's name (typeMismatch, valueNotFound),
    /// the missing key's text (keyNotFound) or the value and its type (invalidValue).
    static func message(_ type: String, _ kind: String, subject: String?, path: [Key], debug: String, underlying: String? = nil) -> String {
        var parts: [String]
        switch kind {
        case "typeMismatch": parts = ["expected value of type \(subject ?? "Any")"]
        case "valueNotFound": parts = ["Expected value of type \(subject ?? "Any") but found null instead"]
        case "keyNotFound": parts = ["Key '\(subject ?? "")' not found in keyed decoding container"]
        case "dataCorrupted": parts = ["Data was corrupted"]
        default: parts = [subject ?? kind]
        }
        if !path.isEmpty { parts.append("Path: " + pathText(path)) }
        if !debug.isEmpty { parts.append("Debug description: " + debug) }
        if let underlying { parts.append("Underlying error: " + underlying) }
        return "\(type).\(kind): " + parts.joined(separator: ". ")
    }

    /// `items[0].name`: keys joined by dots, an element's position in brackets.
    static func pathText(_ path: [Key]) -> String {
        var text = ""
        for key in path {
            if let index = key.index { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.text }
        }
        return text
    }

    /// A key alone, as a missing key is named: its text, or `[2]` for a position.
    static func keyText(_ key: Key) -> String { key.index.map { "[\($0)]" } ?? key.text }

    static func keys(_ path: JSONPath) -> [Key] {
        path.components.map {
            switch $0 {
            case .key(let text): return Key(text: text)
            case .index(let index): return Key(text: "Index \(index)", index: index)
            }
        }
    }

    /// How Foundation's JSON decoder names the type it expected: the number and text types by name, `Array<Any>` for any
    /// array and `Dictionary<String, Any>` for a struct or a dictionary (each read through a container).
    static func expectedName(_ type: SemanticType, isEnum: (String) -> Bool = { _ in false }) -> String {
        switch type.unwrapped {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array<Any>"
        case .dictionary: return "Dictionary<String, Any>"
        case .named(let name) where name == FoundationDecimal.typeName: return "Decimal"
        case .named(let name) where isEnum(name): return name
        default: return "Dictionary<String, Any>"
        }
    }

    /// `a string`, `number`, `bool`, `an array`, `a dictionary`: what Foundation's JSON decoder says it found.
    static func found(_ json: JSONValue) -> String {
        switch json {
        case .string: return "a string"
        case .int, .double: return "number"
        case .bool: return "bool"
        case .array: return "an array"
        case .object: return "a dictionary"
        case .null: return "null"
        }
    }

    /// A Swift type's name as `print` shows a metatype: `[String]` is `Array<String>`, `Int?` is `Optional<Int>`.
    static func typeDisplay(_ written: String) -> String {
        let name = written.trimmingCharacters(in: .whitespaces)
        if name.hasSuffix("?") { return "Optional<\(typeDisplay(String(name.dropLast())))>" }
        guard name.hasPrefix("["), name.hasSuffix("]") else { return name }
        let inner = String(name.dropFirst().dropLast())
        var depth = 0
        for (offset, character) in inner.enumerated() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0:
                let key = String(inner.prefix(offset)), value = String(inner.dropFirst(offset + 1))
                return "Dictionary<\(typeDisplay(key)), \(typeDisplay(value))>"
            default: break
            }
        }
        return "Array<\(typeDisplay(inner))>"
    }
}
