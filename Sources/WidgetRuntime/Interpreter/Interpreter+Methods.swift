import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    func callMethod(_ receiver: Value, _ name: String, _ args: [CallArgument], at range: SourceRange, nameRange: SourceRange) throws -> Value {
        switch receiver {
        case .type(let typeName):
            return try staticCall(typeName, name, args, at: range)
        case .view, .image:
            guard let node = try viewNode(from: receiver, at: range) else { return receiver }
            return .view(try applyModifier(name, args, to: node, at: range))
        case .member:
            // A colour or font value (`Color.green.opacity(0.2)`, `Font.body.bold()`), a shape or colour
            // used as a view (`Circle().frame(…)`), or a step of a format style (`.dateTime.year()`).
            if let member = registry.types["Color"]?.methods[name] ?? registry.types["Font"]?.methods[name]
                ?? registry.types["DateFormatStyle"]?.methods[name] ?? registry.types["NumberFormatStyle"]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
            if registry.modifiers[name] != nil {
                guard let node = try viewNode(from: receiver, at: range) else { return receiver }
                return .view(try applyModifier(name, args, to: node, at: range))
            }
            return .member(name: name, arguments: [.member(name: Interpreter.styleChainMarker, arguments: [receiver])] + args.map(\.value))
        case .record(let record):
            if let function = methodDecl(name, of: record.model) {
                return try callFunction(function, args, at: range, receiver: receiver)
            }
        case .object(let object):
            if let function = methodDecl(name, of: object.type) {
                return try callFunction(function, args, at: range, receiver: receiver)
            }
            if let member = registry.types[object.type]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
        case .date:
            if let member = registry.types["Date"]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
        case .source(let source):
            return try loadSource(source, method: name, args, at: range)
        case .null:
            throw error("'\(name)()' called on nil; unwrap the value first (if let, ?. or ??)", nameRange)
        default:
            break
        }
        // Strings, arrays and dictionaries: through the table's entries (a mutating method on a
        // value that is not a variable, `[1, 2].append(3)`, changes only that value).
        switch receiver {
        case .string, .array, .dictionary, .data:
            if let member = registry.builtinType(of: receiver)?.methods[name] { return try member.body(self, receiver, args, range) }
        default:
            if let result = try valueMethod(receiver, name, args, at: range) { return result }
        }
        throw error("\(typeName(of: receiver)) has no method '\(name)'", nameRange)
    }

    func methodDecl(_ name: String, of typeName: String) -> FunctionDecl? {
        switch program.declaration(typeName)?.kind {
        case .model(let body)?, .structure(let body)?, .entry(let body)?: return body.functions.first { $0.name == name }
        case .entity(let entity)?: return entity.functions.first { $0.name == name }
        case .intent(let intent)?, .configuration(let intent)?: return intent.functions.first { $0.name == name }
        default: return nil
        }
    }

    func staticCall(_ typeName: String, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        if typeName == "ModelContext", let member = registry.types[typeName]?.methods[name] {
            // `modelContext.insert(x)`: SwiftData's context (Builtins/SwiftData.swift).
            return try member.body(self, SwiftData.context, args, range)
        }
        if program.symbols.types[typeName] == nil, let member = registry.types[typeName]?.statics[name], !member.isProperty {
            return try member.body(self, .type(typeName), args, range)
        }
        if let function = methodDecl(name, of: typeName), function.isStatic {
            return try callFunction(function, args, at: range)
        }
        guard program.symbols.types[typeName]?.kind == .model else {
            throw error("type '\(typeName)' has no method '\(name)'", range)
        }
        if name == "find" {
            guard case .string(let id)? = args.first?.value else { return .null }
            return try models.find(typeName, id: id, at: range).map { .record($0) } ?? .null
        }
        if name == "query" {
            return .array(try runQuery(typeName, args, at: range).map { .record($0) })
        }
        throw error("type '\(typeName)' has no method '\(name)'", range)
    }
}
