import Foundation
import WidgetLanguage
import WidgetSources

/// A JSON document that does not fit the type a source decodes to.
public struct DecodingProblem: Error, Sendable, CustomStringConvertible {
    public var path: JSONPath
    public var expected: String
    public var found: String
    /// What a type's own `init(from:)` threw (a `DecodingError` of its containers, or its own error).
    var underlying: RuntimeError?
    /// The value is of the right kind but names nothing (`"wide"` for an enum of `String` raw values without
    /// that case): `DecodingError.dataCorrupted`, as JSONDecoder throws, not `typeMismatch`.
    var isCorrupted = false
    /// What Swift's `JSONDecoder` names in its error: the type it expected (`Int`, `Array<Any>`) or the missing key, and
    /// its debug description (`CodingErrorText`); nil where Widgetry's own words stand.
    var swiftSubject: String?
    var swiftDebug: String?

    public var description: String { underlying?.message ?? "\(path): expected \(expected), found \(found)" }
}

/// Turns JSON into the values of a widget's declared types — structs (nested,
/// in declaration order), arrays, optionals, dictionaries, enums with raw
/// values, Int/Double/Bool/String/Date — the way `JSONDecoder` does for
/// `Decodable` structs. Extra keys are ignored; a missing key is fine for an
/// optional field (nil) or one with a default value (in a Swift program, as Swift's
/// synthesized `init(from:)` reads: see `asSwiftSynthesizes`). Every string is stripped
/// of terminal control sequences.
struct SourceDecoder {
    var options: DecodingOptions
    /// The widget's declared types.
    var typeSymbol: (String) -> TypeSymbol?
    /// The default value of a field that the document leaves out.
    var fieldDefault: (TypeSymbol, FieldSymbol) throws -> Value
    /// The case of an enum with a raw value, if it has one.
    var enumCase: (String, Value) throws -> Value?
    /// The cases of an enum coded by case, as Swift synthesizes it (`{"photo":{"url":"a.png","width":100}}`):
    /// each case's name, its associated values' keys (a label, else `_0`, `_1`, …) and types; nil for an
    /// enum with raw values.
    var keyedEnumCases: (TypeSymbol) -> [(name: String, keys: [String], types: [SemanticType])]? = { _ in nil }
    /// The JSON key of each field a struct's `CodingKeys` enum renames (nil: the fields' own names).
    var codingKeys: (TypeSymbol) -> [String: String]? = { _ in nil }
    /// A struct's own `init(from decoder:)`, run on its part of the document (nil: it has none).
    var custom: ((TypeSymbol, JSONValue, JSONPath) throws -> Value?)?
    /// Fields read as Swift's synthesized `init(from:)` reads them (a Swift program's types): a `let` with a value keeps
    /// it and is not read, a property its `CodingKeys` leaves out keeps its value, and a `var` with a value is read like
    /// any other, its key required unless its type is optional. (A `.widget` file's types take a default for a missing key.)
    var asSwiftSynthesizes = false
    /// JSONDecoder's `.convertFromString(positiveInfinity:negativeInfinity:nan:)`: the strings that stand for them.
    var nonConformingFloats: [String: Double] = [:]
    /// JSONDecoder's `.custom` key strategy: the name a key of the document stands for, given the key and
    /// the path to the object that has it (nil: `options.keys` converts).
    var keyConverter: ((String, JSONPath) throws -> String)?
    /// JSONDecoder's `.custom` date strategy: the date the program's closure reads from the document's part (nil:
    /// `options.dates` reads it).
    var dateConverter: ((JSONValue, JSONPath) throws -> Value)?

    func decode(_ json: JSONValue, as type: SemanticType) throws(DecodingProblem) -> Value {
        try decode(json, as: type, at: JSONPath())
    }

    func decode(_ json: JSONValue, as type: SemanticType, at path: JSONPath) throws(DecodingProblem) -> Value {
        func mismatch() -> DecodingProblem {
            var problem = DecodingProblem(path: path, expected: type.description, found: json.found)
            let subject = CodingErrorText.expectedName(type, isEnum: { typeSymbol($0)?.kind == .enumeration })
            problem.swiftSubject = subject
            if case .null = json {
                switch type.unwrapped {
                case .array: problem.swiftDebug = "Cannot get unkeyed decoding container -- found null value instead"
                case .int, .double, .bool, .string, .date, .data: problem.swiftDebug = "Cannot get value of type \(subject) -- found null value instead"
                case .named(let name) where typeSymbol(name)?.kind == .enumeration: problem.swiftDebug = "Cannot get value of type \(subject) -- found null value instead"
                default: problem.swiftDebug = "Cannot get keyed decoding container -- found null value instead"
                }
            } else if case .int = type.unwrapped, case .double = json {
                // `1.5` where an Int goes: Foundation's reader refuses the number.
                problem.isCorrupted = true
                problem.swiftDebug = "The given data was not valid JSON."
            } else {
                problem.swiftDebug = "Expected to decode \(subject) but found \(CodingErrorText.found(json)) instead."
            }
            return problem
        }
        switch (type, json) {
        case (.unknown, _): return SourceDecoder.generic(json)
        case (.optional, .null): return .null
        case (.optional(let inner), _): return try decode(json, as: inner, at: path)
        case (.int, .int(let i)): return .int(i)
        case (.int, .double(let d)):
            guard d.rounded() == d, abs(d) < 9.2e18 else { throw mismatch() }
            return .int(Int(d))
        case (.double, .int(let i)): return .double(Double(i))
        case (.double, .double(let d)): return .double(d)
        case (.double, .string(let s)) where !nonConformingFloats.isEmpty:
            if let special = nonConformingFloats[s] { return .double(special) }
            throw mismatch()
        // `let balance: Decimal`: the number as written (`0.1` is 0.1, not the Double nearest it), as JSONDecoder reads one.
        case (.named(FoundationDecimal.typeName), .int(let i)): return .decimal(Decimal(i))
        case (.named(FoundationDecimal.typeName), .double(let d)): return .decimal(Decimal(string: "\(d)") ?? Decimal(d))
        case (.duration, .int(let i)): return .duration(Double(i))
        case (.duration, .double(let d)): return .duration(d)
        case (.bool, .bool(let b)): return .bool(b)
        case (.string, .string(let s)): return .string(TerminalText.sanitize(s))
        case (.date, _):
            if let dateConverter {
                do { return try dateConverter(json, path) } catch let problem as RuntimeError {
                    throw DecodingProblem(path: path, expected: "Date", found: json.found, underlying: problem)
                } catch {
                    throw DecodingProblem(path: path, expected: "Date", found: json.found)
                }
            }
            guard let date = options.date(from: json) else {
                throw DecodingProblem(path: path, expected: options.expectedDate, found: json.found)
            }
            return .date(date)
        case (.data, .string(let s)):
            guard let data = Data(base64Encoded: s) else { throw DecodingProblem(path: path, expected: "Data (base64 text)", found: json.found) }
            return .data(data)
        case (.array(let element), .array(let items)):
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                values.append(try decode(item, as: element, at: path.appending(.index(index))))
            }
            return .array(values)
        case (.dictionary(_, let valueType), .object(let members)):
            var pairs: [DictionaryPair] = []
            for member in members {
                let value = try decode(member.value, as: valueType, at: path.appending(.key(member.key)))
                pairs.append(DictionaryPair(key: .string(TerminalText.sanitize(member.key)), value: value))
            }
            return .dictionary(pairs)
        case (.named(let name), _):
            // `Page<[Item]>`: the program's generic type, its type parameters given by the arguments written.
            if typeSymbol(name) == nil, let base = GenericName.base(name), let symbol = typeSymbol(base), !symbol.genericParameters.isEmpty,
               symbol.kind != .enumeration, !symbol.hasInitFromDecoder,
               case .object(let members) = json {
                let arguments = GenericName.arguments(of: name).map(SemanticType.parse)
                var generics: [String: SemanticType] = [:]
                for (parameter, argument) in zip(symbol.genericParameters, arguments) { generics[parameter] = argument }
                return try decodeObject(members, symbol, at: path, generics: generics)
            }
            guard let symbol = typeSymbol(name) else { return SourceDecoder.generic(json) }
            if symbol.kind == .model {
                throw DecodingProblem(path: path, expected: "a struct (\(name) is a model; decode a struct and insert records in an intent)", found: json.found)
            }
            // The type's own `init(from:)`, an enum's too (`enum Priority: Decodable { init(from decoder: Decoder) … }`).
            if let custom {
                do {
                    if let value = try custom(symbol, json, path) { return value }
                } catch let failure as RuntimeError {
                    throw DecodingProblem(path: path, expected: name, found: failure.message, underlying: failure)
                } catch {
                    throw DecodingProblem(path: path, expected: name, found: "\(error)")
                }
            }
            if symbol.kind == .enumeration { return try decodeEnum(json, symbol, at: path) }
            guard case .object(let members) = json else { throw mismatch() }
            return try decodeObject(members, symbol, at: path)
        default:
            throw mismatch()
        }
    }

    /// `Decimal` or `Decimal?` written: the type the decoder reads a Decimal by (nil for any other).
    static func decimalType(_ written: TypeRef) -> SemanticType? {
        switch written.kind {
        case .named(FoundationDecimal.typeName): return .named(FoundationDecimal.typeName)
        case .optional(let inner): return decimalType(inner).map { .optional($0) }
        default: return nil
        }
    }

    private func decodeObject(_ members: [JSONValue.Member], _ symbol: TypeSymbol, at path: JSONPath,
                              generics: [String: SemanticType] = [:]) throws(DecodingProblem) -> Value {
        var byName: [String: JSONValue] = [:]
        for member in members {
            let name = try jsonKey(member.key, at: path)
            if byName[name] == nil { byName[name] = member.value }
        }
        var fields: [(name: String, value: Value)] = []
        fields.reserveCapacity(symbol.fields.count)
        let renamed = codingKeys(symbol)
        for field in symbol.fields {
            if asSwiftSynthesizes, field.hasInitialValue, field.isConstant || (renamed != nil && renamed?[field.name] == nil) {
                do {
                    fields.append((field.name, try fieldDefault(symbol, field)))
                    continue
                } catch {
                    throw DecodingProblem(path: path, expected: symbol.name, found: "a field whose default failed: \(error)")
                }
            }
            let key = renamed?[field.name] ?? field.name
            let fieldPath = path.appending(.key(key))
            if let json = byName[key] {
                var type = generics.isEmpty ? field.type : field.written.flatMap { SourceDecoder.substituted($0, generics) } ?? field.type
                // (A `Decimal` field, a Double to the checker, keeps the number as written.)
                if let decimal = field.written.flatMap(SourceDecoder.decimalType) { type = decimal }
                fields.append((field.name, try decode(json, as: type, at: fieldPath)))
                continue
            }
            if case .optional = field.type {
                fields.append((field.name, .null))
            } else if field.hasDefault, !asSwiftSynthesizes || !field.hasInitialValue {
                do {
                    fields.append((field.name, try fieldDefault(symbol, field)))
                } catch {
                    throw DecodingProblem(path: fieldPath, expected: field.type.description, found: "nothing, and its default failed: \(error)")
                }
            } else {
                var problem = DecodingProblem(path: fieldPath, expected: field.type.description, found: "nothing (the key is missing)")
                if case .key(let missing)? = fieldPath.components.last {
                    problem.swiftSubject = missing
                    problem.swiftDebug = "No value associated with key CodingKeys(stringValue: \(Interpreter.swiftQuoted(missing)), intValue: nil) (\(Interpreter.swiftQuoted(missing)))."
                }
                throw problem
            }
        }
        return .object(ObjectValue(type: symbol.name, fields: fields))
    }

    private func decodeEnum(_ json: JSONValue, _ symbol: TypeSymbol, at path: JSONPath) throws(DecodingProblem) -> Value {
        let raw = SourceDecoder.generic(json)
        let expected = "\(symbol.name) (one of \(symbol.cases.map { "." + $0 }.joined(separator: ", ")))"
        if case .object(let members) = json, members.count == 1, let cases = keyedEnumCases(symbol),
           case let name = try jsonKey(members[0].key, at: path), let shape = cases.first(where: { $0.name == name }) {
            return try decodeKeyedCase(members[0].value, shape, symbol, at: path.appending(.key(members[0].key)))
        }
        do {
            if let value = try enumCase(symbol.name, raw) { return value }
        } catch {
            throw DecodingProblem(path: path, expected: expected, found: json.found)
        }
        var problem = DecodingProblem(path: path, expected: expected, found: json.found)
        switch json {
        case .string: problem.isCorrupted = symbol.conformances.contains("String")
        case .int, .double:
            problem.isCorrupted = symbol.conformances.first.map { ["Int", "UInt", "Double", "Float", "CGFloat"].contains($0) || $0.hasPrefix("Int") || $0.hasPrefix("UInt") } ?? false
        default: break
        }
        if problem.isCorrupted, let rawType = symbol.conformances.first {
            problem.swiftDebug = "Cannot initialize \(symbol.name) from invalid \(rawType) value \(ValueFormatting.describe(raw))"
        } else if let rawType = symbol.conformances.first, ["String", "Int", "Double"].contains(rawType) {
            problem.swiftSubject = rawType
            problem.swiftDebug = json == .null ? "Cannot get value of type \(rawType) -- found null value instead"
                : "Expected to decode \(rawType) but found \(CodingErrorText.found(json)) instead."
        }
        throw problem
    }

    /// A case of an enum coded by case: `{}` for one without associated values, else an object of them by key.
    private func decodeKeyedCase(_ json: JSONValue, _ shape: (name: String, keys: [String], types: [SemanticType]), _ symbol: TypeSymbol,
                                 at path: JSONPath) throws(DecodingProblem) -> Value {
        guard case .object(let members) = json else {
            throw DecodingProblem(path: path, expected: "the associated values of \(symbol.name).\(shape.name), as an object", found: json.found)
        }
        if shape.keys.isEmpty { return .enumCase(type: symbol.name, name: shape.name) }
        var byName: [String: JSONValue] = [:]
        for member in members {
            let name = try jsonKey(member.key, at: path)
            if byName[name] == nil { byName[name] = member.value }
        }
        var payload: [Value] = []
        for (key, type) in zip(shape.keys, shape.types) {
            if let value = byName[key] {
                payload.append(try decode(value, as: type, at: path.appending(.key(key))))
            } else if case .optional = type {
                payload.append(.null)
            } else {
                throw DecodingProblem(path: path.appending(.key(key)), expected: type.description, found: "nothing (the key is missing)")
            }
        }
        return .enumCase(type: symbol.name, name: shape.name, payload: payload)
    }

    /// The name a key of the document stands for, after the key decoding strategy.
    /// `path` leads to the object that has the key.
    private func jsonKey(_ key: String, at path: JSONPath) throws(DecodingProblem) -> String {
        guard let keyConverter else { return options.keys == .convertFromSnakeCase ? DecodingOptions.camelCase(fromSnakeCase: key) : key }
        do {
            return try keyConverter(key, path)
        } catch let failure as RuntimeError {
            throw DecodingProblem(path: path.appending(.key(key)), expected: "a key", found: failure.message, underlying: failure)
        } catch {
            throw DecodingProblem(path: path.appending(.key(key)), expected: "a key", found: "\(error)")
        }
    }

    /// JSON as untyped values: objects become ordered dictionaries with String keys.
    /// A field's written type with the generic type's arguments put for its parameters
    /// (`T` → `[Item]`, `[T]`, `T?`); nil when it names none of them.
    static func substituted(_ type: TypeRef, _ generics: [String: SemanticType]) -> SemanticType? {
        switch type.kind {
        case .named(let name): return generics[name]
        case .array(let inner): return substituted(inner, generics).map { .array($0) }
        case .optional(let inner): return substituted(inner, generics).map { .optional($0) }
        case .dictionary(let key, let value):
            guard let element = substituted(value, generics) else { return nil }
            return .dictionary(substituted(key, generics) ?? .string, element)
        default: return nil
        }
    }

    static func generic(_ json: JSONValue) -> Value {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(TerminalText.sanitize(s))
        case .array(let items): return .array(items.map(generic))
        case .object(let members):
            return .dictionary(members.map { DictionaryPair(key: .string(TerminalText.sanitize($0.key)), value: generic($0.value)) })
        }
    }
}
