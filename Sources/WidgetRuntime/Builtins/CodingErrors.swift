import WidgetLanguage

/// `DecodingError` and `EncodingError` as code makes them, in a `Decodable`'s own `init(from:)` or an
/// `Encodable`'s `encode(to:)`: `DecodingError.typeMismatch(Int.self, DecodingError.Context(codingPath:
/// decoder.codingPath, debugDescription: "…"))`, `.dataCorruptedError(forKey:in:debugDescription:)`,
/// `EncodingError.invalidValue(value, EncodingError.Context(…))`. Thrown, each is caught by the same
/// patterns as the errors `JSONDecoder` throws (`catch DecodingError.typeMismatch(let type, let context)`).
enum CodingErrors {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: errors("DecodingError", cases: [("typeMismatch", "_:Any _:DecodingError.Context"), ("valueNotFound", "_:Any _:DecodingError.Context"),
                                                               ("keyNotFound", "_:Any _:DecodingError.Context"), ("dataCorrupted", "_:DecodingError.Context")]))
        registry.register(type: errors("EncodingError", cases: [("invalidValue", "_:Any _:EncodingError.Context")]))
        registry.register(type: context("DecodingError.Context"))
        registry.register(type: context("EncodingError.Context"))
    }

    /// The error type: its cases as static functions that make the error, and `localizedDescription`.
    static func errors(_ name: String, cases: [(name: String, form: String)]) -> BuiltinType {
        let type = FoundationNetwork.thrownError(name)
        for (kind, form) in cases {
            type.add(.init(kind, .staticMethod, [form], result: .intentError, note: "an error to throw, caught as the decoder's are") { i, _, args, r in
                // `.typeMismatch(Int.self, .init(codingPath: …))`: the context made now that its type is known.
                let context = try i.coerce(args.last?.value ?? .null, to: .named("\(name).Context"), at: r)
                return i.codingError(name, kind, subject: args.count > 1 ? args[0].value : nil, context: context)
            })
        }
        if name == "DecodingError" {
            type.add(.init("dataCorruptedError", .staticMethod, ["forKey:Any in:Any debugDescription:String", "in:Any debugDescription:String"],
                           result: .intentError, note: "DecodingError.dataCorrupted, its coding path the container's (and the key)") { i, _, args, r in
                let container = args.value("in") ?? .null
                var path = Interpreter.pathItems(container).map(Interpreter.codingKey(described:))
                if let key = args.value("forKey") {
                    // `.title`: the key of the container's CodingKeys, as its decode(_:forKey:) reads it.
                    let keyType = Interpreter.field(container, "keyType")
                    let text = try i.codingKeyText(keyType, key, at: r)
                    path.append(Interpreter.codingKey(described: Interpreter.codingKeyDescription(.key(text), keyType: keyType)))
                }
                let context = contextValue("DecodingError.Context", codingPath: .array(path), debugDescription: try i.string(args.value("debugDescription"), r))
                return i.codingError(name, "dataCorrupted", subject: nil, context: context)
            })
        }
        return type
    }

    /// `DecodingError.Context(codingPath:debugDescription:underlyingError:)`.
    static func context(_ name: String) -> BuiltinType {
        let type = SemanticType.named(name)
        let context = BuiltinType(name, instance: type) { _ in contextValue(name, codingPath: .array([]), debugDescription: "") }
        context.sampleSource = "\(name)(codingPath: [], debugDescription: \"sample\")"
        context.add(.init(name, .initializer, ["codingPath:[Any] debugDescription:String underlyingError?:Any"], result: type) { i, _, args, r in
            var made = contextValue(name, codingPath: args.value("codingPath") ?? .array([]), debugDescription: try i.string(args.value("debugDescription"), r))
            if let underlying = args.value("underlyingError"), case .object(var object) = made {
                object["underlyingError"] = underlying
                made = .object(object)
            }
            return made
        })
        FoundationFormatters.fields(context, [("codingPath", .array(.unknown)), ("debugDescription", .string), ("underlyingError", .unknown)])
        return context
    }

    static func contextValue(_ name: String, codingPath: Value, debugDescription: String) -> Value {
        Interpreter.foundationObject(name, [("codingPath", codingPath), ("debugDescription", .string(debugDescription)), ("underlyingError", .null)])
    }
}

extension Interpreter {
    /// A coding error value, its associated values kept for the patterns that catch it.
    func codingError(_ type: String, _ kind: String, subject: Value?, context: Value) -> Value {
        let debug: String = { if case .string(let text) = Interpreter.field(context, "debugDescription") { return text } else { return "" } }()
        var path: [CodingErrorText.Key] = []
        if case .array(let keys) = Interpreter.field(context, "codingPath") { path = keys.map(codingErrorKey) }
        let underlying = Interpreter.field(context, "underlyingError")
        let message = CodingErrorText.message(type, kind, subject: subject.map { codingErrorSubject(kind, $0) }, path: path, debug: debug,
                                              underlying: underlying.isNull ? nil : describe(underlying))
        if decodingErrorPayloads.count >= 64 { decodingErrorPayloads.removeAll() }
        decodingErrorPayloads[message] = (subject.map { [$0] } ?? []) + [context]
        return .error(message)
    }

    /// What a coding error names: the type (`Int`, `Array<String>`), the missing key, or the value and its type.
    func codingErrorSubject(_ kind: String, _ subject: Value) -> String {
        switch (kind, subject) {
        case ("keyNotFound", _): return CodingErrorText.keyText(codingErrorKey(subject))
        case ("invalidValue", _): return "\(ValueFormatting.quotedDescription(subject)) (\(typeName(of: subject)))"
        default: return typeValueDisplay(subject) ?? describe(subject)
        }
    }

    /// A type as a value (`Int.self`, `[String].self`) as `print` shows it: `Int`, `Array<String>`.
    func typeValueDisplay(_ value: Value) -> String? {
        switch value {
        case .type(let name): return CodingErrorText.typeDisplay(name)
        case .array(let items) where items.count == 1: return typeValueDisplay(items[0]).map { "Array<\($0)>" }
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = typeValueDisplay(pairs[0].key), let value = typeValueDisplay(pairs[0].value) else { return nil }
            return "Dictionary<\(key), \(value)>"
        default: return nil
        }
    }

    /// A key of a coding path as a value (Foundation's `CodingKey`, the program's `CodingKeys` case or key struct, or the
    /// text Swift prints for one): its text, and its position where it has an `intValue`.
    func codingErrorKey(_ key: Value) -> CodingErrorText.Key {
        switch key {
        case .string(let text) where text.contains("stringValue: \""):
            return codingErrorKey(Interpreter.codingKey(described: key))
        case .string(let text): return CodingErrorText.Key(text: text)
        case .enumCase(let type, let name, _):
            if case .string(let raw)? = try? rawValue(type, name) { return CodingErrorText.Key(text: raw) }
            return CodingErrorText.Key(text: name)
        default:
            let text: String = { if case .string(let s) = Interpreter.field(key, "stringValue") { return s } else { return describe(key) } }()
            if case .int(let index) = Interpreter.field(key, "intValue") { return CodingErrorText.Key(text: text, index: index) }
            return CodingErrorText.Key(text: text)
        }
    }
}
