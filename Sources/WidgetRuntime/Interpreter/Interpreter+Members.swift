import Foundation
import WidgetLanguage

extension Interpreter {
    /// `value.name` for properties.
    func member(of value: Value, _ name: String, at range: SourceRange) throws -> Value {
        if name == "self" { return value }
        switch value {
        case .type(let typeName):
            return try staticMember(typeName, name, at: range)
        case .object(let object):
            if let field = object[name] { return field }
            if let member = registry.types[object.type]?.properties[name], program.symbols.types[object.type] == nil {
                return try member.body(self, value, [], range)
            }
        case .record(let record):
            return try models.get(record, name, at: range)
        case .enumCase(let type, let caseName):
            if name == "rawValue" { return try rawValue(type, caseName) }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "capitalized":
                try charge(s.utf8.count, at: range)
                return .string(s.capitalized)
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            default:
                // A URL is its text: `url.host`, `url.path` (FoundationURL).
                if FoundationURL.propertyNames.contains(name), let member = registry.types["String"]?.properties[name] {
                    return try member.body(self, value, [], range)
                }
            }
        case .int, .double:
            let number = value.number ?? 0
            switch name {
            case "seconds": return .duration(number)
            case "minutes": return .duration(number * 60)
            case "hours": return .duration(number * 3600)
            case "days": return .duration(number * 86400)
            case "weeks": return .duration(number * 604800)
            case "description": return .string(describe(value))
            default: break
            }
        case .duration(let seconds):
            switch name {
            case "seconds": return .int(Int(seconds))
            case "minutes": return .int(Int(seconds / 60))
            case "hours": return .int(Int(seconds / 3600))
            case "days": return .int(Int(seconds / 86400))
            default: break
            }
        case .date, .data:
            if let member = registry.builtinType(of: value)?.properties[name] { return try member.body(self, value, [], range) }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices":
                try chargeElements(items.count, at: range)
                return .array(items.indices.map { .int($0) })
            default: break
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys", "values":
                try chargeElements(pairs.count, at: range)
                return .array(pairs.map { name == "keys" ? $0.key : $0.value })
            default: break
            }
        case .error(let message):
            if name == "message" || name == "localizedDescription" { return .string(message) }
        case .family(let f):
            if name == "description" { return .string(f) }
        case .member(let base, let arguments) where arguments.isEmpty:
            // `.fill.tertiary`, `.white.opacity`: a style path, resolved where it is used.
            return .member(name: "\(base).\(name)", arguments: [])
        case .null:
            throw error("'\(name)' of a nil value; unwrap it first (if let, ?. or ??)", range)
        default:
            break
        }
        throw error("\(typeName(of: value)) has no member '\(name)'", range)
    }

    func staticMember(_ typeName: String, _ name: String, at range: SourceRange) throws -> Value {
        // `Item.self`: the type as a value (`ModelContainer(for: Item.self)`).
        if name == "self" { return .type(typeName) }
        // `modelContext.hasChanges`: the context's properties (SwiftData's `ModelContext`).
        if typeName == "ModelContext", let member = registry.types[typeName]?.properties[name] {
            return try member.body(self, SwiftData.context, [], range)
        }
        if let symbol = program.symbols.types[typeName] {
            switch symbol.kind {
            case .model:
                if name == "all" { return .array(try models.all(typeName, at: range).map { .record($0) }) }
                if name == "count" { return .int(try models.count(typeName, at: range)) }
            case .enumeration:
                if symbol.cases.contains(name) { return .enumCase(type: typeName, name: name) }
                if name == "allCases" { return .array(symbol.cases.map { .enumCase(type: typeName, name: $0) }) }
            default: break
            }
            if let field = fieldDecl(name, in: typeName), field.isStatic, let value = field.defaultValue {
                return try eval(value, Environment(parent: nil))
            }
            throw error("type '\(typeName)' has no member '\(name)'", range)
        }
        if let member = registry.types[typeName]?.statics[name], member.isProperty {
            return try member.body(self, .type(typeName), [], range)
        }
        throw error("type '\(typeName)' has no member '\(name)'", range)
    }
}
