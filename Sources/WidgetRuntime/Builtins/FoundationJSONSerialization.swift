import Foundation
import WidgetLanguage
import WidgetSources

/// `JSONSerialization`: `data(withJSONObject:options:)` and `isValidJSONObject(_:)` by
/// Foundation's own `JSONSerialization` (so `.prettyPrinted`, `.sortedKeys` and escaping
/// are as Foundation writes them), `jsonObject(with:options:)` as dictionaries, arrays,
/// strings, numbers and Bools (`null` is nil).
enum FoundationJSONSerialization {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("JSONSerialization.WritingOptions", ["prettyPrinted", "sortedKeys", "fragmentsAllowed", "withoutEscapingSlashes"]))
        registry.register(type: FoundationDates.enumeration("JSONSerialization.ReadingOptions", ["fragmentsAllowed", "mutableContainers", "mutableLeaves", "json5Allowed", "topLevelDictionaryAssumed"]))
        let type = SemanticType.named("JSONSerialization")
        let serialization = BuiltinType("JSONSerialization", instance: type) { _ in .type("JSONSerialization") }
        serialization.sampleSource = "JSONSerialization.self"
        serialization.add(.init("data", .staticMethod, ["withJSONObject:Any", "withJSONObject:Any options:Any"], result: .data,
                                note: "written by Foundation's JSONSerialization; throws for a value JSON cannot hold") { i, _, args, r in
            let names = optionNames(i, args.value("options"))
            var options: JSONSerialization.WritingOptions = []
            if names.contains("prettyPrinted") { options.insert(.prettyPrinted) }
            if names.contains("sortedKeys") { options.insert(.sortedKeys) }
            if names.contains("fragmentsAllowed") { options.insert(.fragmentsAllowed) }
            if names.contains("withoutEscapingSlashes") { options.insert(.withoutEscapingSlashes) }
            let object = try foundationObject(i, args.value("withJSONObject") ?? .null, depth: 0, at: r)
            guard let object, options.contains(.fragmentsAllowed) || JSONSerialization.isValidJSONObject(object),
                  let data = try? JSONSerialization.data(withJSONObject: object, options: options) else {
                let message = "NSInvalidArgumentException: Invalid top-level type in JSON write"
                throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
            }
            try i.charge(data.count, at: r)
            return .data(data)
        })
        serialization.add(.init("jsonObject", .staticMethod, ["with:Data", "with:Data options:Any"], result: .unknown,
                                note: "objects as [String: Any], arrays as [Any]; throws for text that is not JSON") { i, _, args, r in
            guard case .data(let data)? = args.value("with") else { throw i.error("jsonObject(with:) takes Data", r) }
            let json: JSONValue
            do {
                json = try i.waitingForIO { try JSONParser.parse(data) }
            } catch {
                let message = "The data couldn’t be read because it isn’t in the correct format."
                throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
            }
            let fragments = optionNames(i, args.value("options")).contains("fragmentsAllowed")
            switch json {
            case .object, .array: break
            default:
                guard fragments else {
                    let message = "The data couldn’t be read because it isn’t in the correct format."
                    throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
                }
            }
            return try value(i, json, at: r)
        })
        serialization.add(.init("isValidJSONObject", .staticMethod, ["_:Any"], result: .bool) { i, _, args, r in
            guard let object = try foundationObject(i, args.first?.value ?? .null, depth: 0, at: r) else { return .bool(false) }
            return .bool(JSONSerialization.isValidJSONObject(object))
        })
        registry.register(type: serialization)
        let null = BuiltinType("NSNull", instance: .named("NSNull")) { _ in .null }
        null.sampleSource = "NSNull()"
        null.add(.init("NSNull", .initializer, [""], result: .named("NSNull"), note: "JSON's null: nil in Widgetry, so `x is NSNull` tests for it") { _, _, _, _ in .null })
        registry.register(type: null)
    }

    static func optionNames(_ i: Interpreter, _ value: Value?) -> [String] {
        guard let value else { return [] }
        if case .array(let items) = value { return items.compactMap { i.caseName($0) } }
        return i.caseName(value).map { [$0] } ?? []
    }

    /// A value of the program as the Foundation object JSONSerialization takes (or, `asPropertyList`, PropertyListSerialization:
    /// dates and data but no null); nil for one it cannot hold.
    static func foundationObject(_ i: Interpreter, _ value: Value, depth: Int, asPropertyList: Bool = false, at range: SourceRange) throws -> Any? {
        try i.tick(range)
        guard depth < Interpreter.maxDepth else { throw i.error("the value nests too deeply to write as \(asPropertyList ? "a property list" : "JSON")", range) }
        switch value {
        case .null: return asPropertyList ? nil : NSNull()
        case .date(let date) where asPropertyList: return date
        case .data(let data) where asPropertyList: return data
        case .bool(let b): return b
        case .int(let n): return n
        case .double(let d): return d
        case .string(let s): return s
        case .array(let items):
            var out: [Any] = []
            for item in items {
                guard let converted = try foundationObject(i, item, depth: depth + 1, asPropertyList: asPropertyList, at: range) else { return nil }
                out.append(converted)
            }
            return out
        case .dictionary(let pairs):
            var out: [String: Any] = [:]
            for pair in pairs {
                guard case .string(let key) = pair.key,
                      let converted = try foundationObject(i, pair.value, depth: depth + 1, asPropertyList: asPropertyList, at: range) else { return nil }
                out[key] = converted
            }
            return out
        default: return nil
        }
    }

    /// A parsed document as values of the program.
    static func value(_ i: Interpreter, _ json: JSONValue, at range: SourceRange) throws -> Value {
        try i.tick(range)
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let n): return .int(n)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let items):
            try i.chargeElements(items.count, at: range)
            return .array(try items.map { try value(i, $0, at: range) })
        case .object(let members):
            try i.chargeElements(members.count, at: range)
            var pairs: [DictionaryPair] = []
            for member in members {
                let converted = try value(i, member.value, at: range)
                if let index = pairs.firstIndex(where: { if case .string(member.key) = $0.key { true } else { false } }) { pairs[index].value = converted } else {
                    pairs.append(DictionaryPair(key: .string(member.key), value: converted))
                }
            }
            return .dictionary(pairs)
        }
    }
}
