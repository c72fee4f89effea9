import Foundation
import WidgetLanguage
import WidgetSources

/// The decoding containers' work (see `FoundationCodingContainers`): finding a key, decoding
/// a part of the document as a type, and throwing `DecodingError`s as Swift prints them.
extension Interpreter {
    static let maxCodingDepth = 32

    /// The type's own `init(from decoder: Decoder)`, run on this part of the document; nil when it has none.
    func customDecoded(_ symbol: TypeSymbol, _ json: JSONValue, _ path: JSONPath, prefix: [Value], keys: Value, dates: Value, at range: SourceRange) throws -> Value? {
        guard symbol.kind != .model, symbol.hasInitFromDecoder else { return nil }
        // Each nested decode runs the decoder, the initializer and its containers: many native frames a level.
        guard codingDepth < Interpreter.maxCodingDepth else {
            throw error("init(from:) decodes nest deeper than \(Interpreter.maxCodingDepth) levels; is there endless recursion here?", range)
        }
        codingDepth += 1
        defer { codingDepth -= 1 }
        // A level weighs four calls against the call depth limit, so calls around it cannot overflow the stack.
        depth += 3
        defer { depth -= 3 }
        try enter(range)
        defer { leave() }
        let decoder = Interpreter.foundationObject("Decoder", [("json", SourceDecoder.generic(json)), ("path", .array(prefix + path.components.map { Interpreter.codingKeyDescription($0) })),
                                                               ("keys", keys), ("dates", dates)])
        return try construct(symbol, [CallArgument(label: "from", value: decoder, range: range)], at: range)
    }

    /// A `SourceDecoder` whose structs with `init(from:)` are made by it.
    /// A decoder with a `JSONDecoder`'s (or a container's) key and date strategies, for the
    /// program's types, running their `init(from:)`s; `prefix` is the coding path so far.
    func codingDecoder(prefix: [Value] = [], keys: Value, dates: Value, at range: SourceRange) throws -> SourceDecoder {
        let options: DecodingOptions
        let custom = customKeyStrategy(keys)
        var customDates: ClosureValue?
        if case .member("custom", let arguments) = dates, case .closure(let closure)? = arguments.first { customDates = closure }
        do { options = try DecodingOptions.from(keys: custom == nil ? keys : .null, dates: customDates == nil ? dates : .null) } catch { throw self.error(error.message, range) }
        var made = decoder(options, prefix: prefix, keys: keys, dates: dates, at: range)
        if let customDates {
            // `.custom { decoder in … }`: the closure reads each date through the decoder it is given.
            made.dateConverter = { json, path in
                let decoder = Interpreter.foundationObject("Decoder", [("json", SourceDecoder.generic(json)),
                                                                       ("path", .array(prefix + path.components.map { Interpreter.codingKeyDescription($0) })),
                                                                       ("keys", keys), ("dates", dates)])
                let date = try self.callClosure(customDates, [decoder], at: range)
                guard case .date = date else { throw self.error("the .custom date strategy's closure gives a Date, not \(self.typeName(of: date))", range) }
                return date
            }
        }
        if let custom {
            made.keyConverter = { key, path in
                try self.customKey(custom, key, path: prefix.map(Interpreter.codingKey(described:)) + path.components.map(FoundationCoding.codingKey), at: range)
            }
        }
        return made
    }

    /// The closure of JSONDecoder's `.custom` key strategy; nil for another strategy.
    func customKeyStrategy(_ keys: Value) -> ClosureValue? {
        if case .member("custom", let arguments) = keys, case .closure(let closure)? = arguments.first { return closure }
        return nil
    }

    /// The name a key of the document stands for under a `.custom` key strategy: the `stringValue` of the
    /// CodingKey the closure gives for the coding path to the object (`path`, as CodingKey values) and the key.
    func customKey(_ closure: ClosureValue, _ key: String, path: [Value], at range: SourceRange) throws -> String {
        let codingPath = Value.array(path + [FoundationCoding.codingKey(.key(key))])
        let given = try callClosure(closure, [codingPath], at: range)
        guard case .string(let name) = try member(of: given, "stringValue", at: range) else {
            throw error("the .custom key strategy's closure gives a CodingKey, whose stringValue is a String", range)
        }
        return name
    }

    /// A decoder for the program's types (their defaults, enum cases, `CodingKeys` and
    /// `init(from:)`s): what `JSONDecoder`, coding containers and `json` sources decode with.
    func decoder(_ options: DecodingOptions, prefix: [Value] = [], keys: Value, dates: Value, at range: SourceRange) -> SourceDecoder {
        let program = self.program
        var decoder = SourceDecoder(
            options: options,
            typeSymbol: { program.typeSymbol($0) },
            fieldDefault: { symbol, field in try self.defaultValue(of: field.name, in: symbol, at: field.range) },
            enumCase: { name, raw in try self.enumCase(name, rawValue: raw) })
        decoder.codingKeys = { symbol in self.codingKeys(of: symbol) }
        decoder.asSwiftSynthesizes = program.tree.isSwift
        decoder.keyedEnumCases = { symbol in
            self.keyedEnumCases(symbol.name).map { cases in
                cases.map { c in
                    (c.name, c.associatedValues.indices.map { Interpreter.payloadKey(c.associatedValues[$0], $0) },
                     c.associatedValues.map { $0.type.map(self.resolveType) ?? .unknown })
                }
            }
        }
        customCoding(&decoder, prefix: prefix, keys: keys, dates: dates, at: range)
        return decoder
    }

    func customCoding(_ decoder: inout SourceDecoder, prefix: [Value] = [], keys: Value, dates: Value, at range: SourceRange) {
        decoder.custom = { symbol, json, path in try self.customDecoded(symbol, json, path, prefix: prefix, keys: keys, dates: dates, at: range) }
    }

    /// A coding key as Swift prints it: `CodingKeys(stringValue: "name", intValue: nil)` (named by its enum).
    static func codingKeyDescription(_ component: JSONPath.Component, keyType: Value = .null) -> Value {
        var enumName = "CodingKeys"
        if case .type(let name) = keyType, let last = name.split(separator: ".").last { enumName = String(last) }
        switch component {
        case .key(let key): return .string("\(enumName)(stringValue: \(swiftQuoted(key)), intValue: nil)")
        case .index(let index): return .string("_CodingKey(stringValue: \"Index \(index)\", intValue: \(index))")
        }
    }

    static func swiftQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `DecodingError.keyNotFound(…)`: what follows `DecodingError.` is Swift's own text for the error.
    func decodingError(_ kind: String, _ subject: String, path: [Value], _ debug: String, at range: SourceRange) -> RuntimeError {
        let named = kind == "keyNotFound" ? CodingErrorText.keyText(codingErrorKey(.string(subject)))
            : subject.replacingOccurrences(of: "Swift.", with: "").replacingOccurrences(of: "Foundation.", with: "")
        let message = CodingErrorText.message("DecodingError", kind, subject: named, path: path.map(codingErrorKey), debug: debug)
        // Its associated values, for `catch DecodingError.typeMismatch(let type, let context)` (as `decode(_:from:)` records them).
        let context = Interpreter.foundationObject("DecodingError.Context", [
            ("codingPath", .array(path.map(Interpreter.codingKey(described:)))), ("debugDescription", .string(debug)), ("underlyingError", .null),
        ])
        let subjectValue: Value = kind == "keyNotFound" ? Interpreter.codingKey(described: .string(subject)) : .type(subject.replacingOccurrences(of: "Swift.", with: ""))
        if decodingErrorPayloads.count >= 64 { decodingErrorPayloads.removeAll() }
        decodingErrorPayloads[message] = [subjectValue, context]
        return RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
    }

    /// A coding key back from the text Swift prints for it (`CodingKeys(stringValue: "name", intValue: nil)`).
    static func codingKey(described value: Value) -> Value {
        guard case .string(let text) = value, let start = text.range(of: "stringValue: \""),
              let end = text.range(of: "\", intValue: ", options: .backwards), start.upperBound <= end.lowerBound else { return value }
        let name = String(text[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        let index = Int(text[end.upperBound...].dropLast())
        return Interpreter.foundationObject("CodingKey", [("stringValue", .string(name)), ("intValue", index.map { .int($0) } ?? .null)])
    }

    static func pathItems(_ value: Value) -> [Value] { if case .array(let items) = Interpreter.field(value, "path") { return items } else { return [] } }

    /// What Swift's JSON decoder calls a value it did not expect (`CodingErrorText.found`).
    static func foundDescription(_ json: Value) -> String {
        switch json {
        case .string: return CodingErrorText.found(.string(""))
        case .int, .double: return CodingErrorText.found(.int(0))
        case .bool: return CodingErrorText.found(.bool(false))
        case .dictionary: return CodingErrorText.found(.object([]))
        case .array: return CodingErrorText.found(.array([]))
        default: return CodingErrorText.found(.null)
        }
    }

    /// `Swift.Int`, `Swift.Array<Swift.String>`, `Foundation.Date`, the widget's own `Repo`.
    static func swiftTypeName(_ type: SemanticType) -> String {
        switch type {
        case .int: return "Swift.Int"
        case .double: return "Swift.Double"
        case .bool: return "Swift.Bool"
        case .string: return "Swift.String"
        case .date: return "Foundation.Date"
        case .data: return "Foundation.Data"
        case .optional(let inner): return "Swift.Optional<\(swiftTypeName(inner))>"
        case .array(let element): return "Swift.Array<\(swiftTypeName(element))>"
        case .dictionary(let key, let value): return "Swift.Dictionary<\(swiftTypeName(key)), \(swiftTypeName(value))>"
        default: return type.description
        }
    }

    static func swiftTypeName(text: String) -> String {
        switch text {
        case "Int", "Double", "Bool", "String": return "Swift." + text
        case "Date", "Data", "URL": return "Foundation." + text
        default: return text
        }
    }

    func keyedContainer(_ source: Value, _ json: Value, keys: Value, at range: SourceRange) throws -> Value {
        guard case .dictionary = json else {
            throw decodingError("typeMismatch", "Swift.Dictionary<Swift.String, Any>", path: Interpreter.pathItems(source),
                                "Expected to decode Dictionary<String, Any> but found \(Interpreter.foundDescription(json)) instead.", at: range)
        }
        return Interpreter.foundationObject(FoundationCodingContainers.keyed, FoundationCodingContainers.fields(of: source, json: json) + [("keyType", keys)])
    }

    func unkeyedContainer(_ source: Value, _ json: Value, at range: SourceRange) throws -> Value {
        guard case .array = json else {
            throw decodingError("typeMismatch", "Swift.Array<Any>", path: Interpreter.pathItems(source),
                                "Expected to decode Array<Any> but found \(Interpreter.foundDescription(json)) instead.", at: range)
        }
        let cursor = Value.instance(ClassInstance(type: "Cursor", fields: [("index", .int(0))]))
        return Interpreter.foundationObject(FoundationCodingContainers.unkeyed, FoundationCodingContainers.fields(of: source, json: json) + [("cursor", cursor)])
    }

    /// A container's `allKeys`: the document's keys made keys of the container's key type, as Swift makes them with
    /// `init?(stringValue:)` (a key the type does not have is left out): a struct's own initializer, an enum's case whose
    /// raw value (else name) is the key. Keys of a type the program does not declare are the texts.
    func codingKeys(_ texts: [String], of keyType: Value, at range: SourceRange) throws -> [Value] {
        guard case .type(let name) = keyType, let symbol = program.symbols.types[name] else { return texts.map(Value.string) }
        if symbol.kind == .enumeration {
            return try texts.compactMap { text in
                try symbol.cases.first { name in
                    if case .string(let raw) = try rawValue(symbol.name, name) { return raw == text }
                    return name == text
                }.map { try staticMember(symbol.name, $0, at: range) }
            }
        }
        return try texts.compactMap { text in
            let key = try callValue(keyType, [CallArgument(label: "stringValue", value: .string(text), range: range)], at: range)
            if case .null = key { return nil }
            return key
        }
    }

    /// The JSON key of `.name` in the `CodingKeys` enum: its raw value, else its name; a key struct's `stringValue`.
    func codingKeyText(_ keyType: Value, _ key: Value, at range: SourceRange) throws -> String {
        // `AnyKey(stringValue: "ROUTES")!`: a struct of the program's conforming to `CodingKey`.
        switch key {
        case .object, .instance:
            if userType(of: key) != nil, case .string(let text) = try member(of: key, "stringValue", at: range) { return text }
        default: break
        }
        switch key {
        case .string(let text): return text
        case .enumCase(let type, let name, _):
            if case .string(let raw) = try rawValue(type, name) { return raw }
            return name
        case .member(let name, _):
            if case .type(let type) = keyType, case .string(let raw) = try rawValue(type, name) { return raw }
            return name
        default:
            throw error("a coding key is a case of the CodingKeys enum, as in forKey: .name", range)
        }
    }

    /// The member for `key` (nil when the document has no such key) and the path to it.
    func keyedMember(_ container: Value, _ key: Value, at range: SourceRange) throws -> (Value?, Value) {
        let text = try codingKeyText(Interpreter.field(container, "keyType"), key, at: range)
        let strategy = Interpreter.field(container, "keys")
        let snake = caseName(strategy) == "convertFromSnakeCase", custom = customKeyStrategy(strategy)
        var found: Value?
        if case .dictionary(let pairs) = Interpreter.field(container, "json") {
            for pair in pairs {
                guard case .string(let name) = pair.key else { continue }
                let converted = try custom.map { try customKey($0, name, path: Interpreter.pathItems(container).map(Interpreter.codingKey(described:)), at: range) }
                    ?? (snake ? DecodingOptions.camelCase(fromSnakeCase: name) : name)
                if converted == text { found = pair.value; break }
            }
        }
        let path = Value.array(Interpreter.pathItems(container) + [Interpreter.codingKeyDescription(.key(text), keyType: Interpreter.field(container, "keyType"))])
        return (found, path)
    }

    /// The member for `key`, or `keyNotFound`.
    func requiredMember(_ container: Value, _ key: Value, expected: String, at range: SourceRange) throws -> (Value, Value) {
        let (found, path) = try keyedMember(container, key, at: range)
        guard let found else {
            let text = try codingKeyText(Interpreter.field(container, "keyType"), key, at: range)
            guard case .string(let description) = Interpreter.codingKeyDescription(.key(text), keyType: Interpreter.field(container, "keyType")) else { return (.null, path) }
            throw decodingError("keyNotFound", description, path: Interpreter.pathItems(container),
                                "No value associated with key \(description) (\(Interpreter.swiftQuoted(text))).", at: range)
        }
        return (found, path)
    }

    func decodeKeyed(_ container: Value, type: Value, key: Value, optional: Bool, at range: SourceRange) throws -> Value {
        if optional {
            let (found, path) = try keyedMember(container, key, at: range)
            guard let found, !found.isNull else { return .null }
            return try decodeCoded(found, container, type: type, path: path, at: range)
        }
        let (found, path) = try requiredMember(container, key, expected: "", at: range)
        return try decodeCoded(found, container, type: type, path: path, at: range)
    }

    /// The next element of an unkeyed container and its path, for a container nested in it; valueNotFound at the end.
    func nextNested(_ container: Value, _ what: String, at range: SourceRange) throws -> (json: Value, path: Value) {
        let items = FoundationCodingContainers.unkeyedItems(container)
        let index = FoundationCodingContainers.unkeyedIndex(container)
        let path = Interpreter.pathItems(container) + [Interpreter.codingKeyDescription(.index(index))]
        guard index < items.count else {
            throw decodingError("valueNotFound", what == "nested keyed container" ? "KeyedDecodingContainer<Any>" : "UnkeyedDecodingContainer",
                                path: path, "Cannot get \(what) -- unkeyed container is at end.", at: range)
        }
        return (items[index], .array(path))
    }

    func decodeNext(_ container: Value, type: Value, optional: Bool, at range: SourceRange) throws -> Value {
        let items = FoundationCodingContainers.unkeyedItems(container)
        let index = FoundationCodingContainers.unkeyedIndex(container)
        let path = Value.array(Interpreter.pathItems(container) + [Interpreter.codingKeyDescription(.index(index))])
        guard index < items.count else {
            let subject = SourceLoader.decodeType(type, shadowed: program.symbols.shadowedBuiltinTypes).map(Interpreter.swiftTypeName) ?? "Any"
            throw decodingError("valueNotFound", subject, path: Interpreter.pathItems(container) + [Interpreter.codingKeyDescription(.index(index))],
                                "Unkeyed container is at end.", at: range)
        }
        let value = optional && items[index].isNull ? .null : try decodeCoded(items[index], container, type: type, path: path, at: range)
        if case .instance(let cursor) = Interpreter.field(container, "cursor") { cursor.fields = [("index", .int(index + 1))] }
        return value
    }

    /// `json` decoded as `T.self`, with the container's strategies; nested `init(from:)`s run too.
    func decodeCoded(_ json: Value, _ container: Value, type typeValue: Value, path: Value, at range: SourceRange) throws -> Value {
        guard let type = SourceLoader.decodeType(typeValue, shadowed: program.symbols.shadowedBuiltinTypes) else { throw error("decode takes a type, as in decode(String.self, forKey: .name)", range) }
        let pathItems: [Value] = { if case .array(let items) = path { return items } else { return [] } }()
        if json.isNull, !{ if case .optional = type { return true } else { return false } }() {
            let short = type.description
            throw decodingError("valueNotFound", Interpreter.swiftTypeName(type), path: pathItems, "Cannot get value of type \(short) -- found null value instead", at: range)
        }
        let keys = Interpreter.field(container, "keys"), dates = Interpreter.field(container, "dates")
        let decoder = try codingDecoder(prefix: pathItems, keys: keys, dates: dates, at: range)
        do {
            return try decoder.decode(Interpreter.jsonValue(json), as: type)
        } catch {
            if let underlying = error.underlying { throw underlying }
            let inner = pathItems + error.path.components.map { Interpreter.codingKeyDescription($0) }
            let expected = Interpreter.swiftTypeName(text: error.expected)
            if error.found.hasPrefix("nothing (the key is missing)"), case .key(let key)? = error.path.components.last,
               case .string(let description) = Interpreter.codingKeyDescription(.key(key)) {
                throw decodingError("keyNotFound", description, path: Array(inner.dropLast()),
                                    "No value associated with key \(description) (\(Interpreter.swiftQuoted(key))).", at: range)
            }
            // (The decoder names the type and says what it found as Foundation's does: `SourceDecoder`'s `mismatch`.)
            let subject = error.swiftSubject ?? expected
            if error.found == "null" {
                throw decodingError("valueNotFound", subject, path: inner,
                                    error.swiftDebug ?? "Cannot get value of type \(error.expected) -- found null value instead", at: range)
            }
            throw decodingError(error.isCorrupted ? "dataCorrupted" : "typeMismatch", subject, path: inner,
                                error.swiftDebug ?? "Expected to decode \(error.expected) but found \(error.found) instead.", at: range)
        }
    }

    /// Untyped values (as `SourceDecoder.generic` makes them) back as JSON.
    static func jsonValue(_ value: Value) -> JSONValue {
        switch value {
        case .bool(let b): return .bool(b)
        case .int(let n): return .int(n)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(jsonValue))
        case .dictionary(let pairs):
            return .object(pairs.map { JSONValue.Member(key: { if case .string(let k) = $0.key { return k } else { return "" } }($0), value: jsonValue($0.value)) })
        default: return .null
        }
    }
}
