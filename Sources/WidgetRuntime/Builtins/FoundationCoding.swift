import Foundation
import WidgetLanguage
import WidgetSources

/// `JSONDecoder` and `JSONEncoder`, with their key and date strategies, on
/// the widget's own structs (nested, arrays, optionals, dates, enums with raw
/// values, a `CodingKeys` enum with raw values). The decoder is the one the
/// `http` and `json` sources use; a document that does not fit throws a
/// `DecodingError` that `do`/`catch` catches, naming the path and what was found.
enum FoundationCoding {
    static func register(in registry: inout BuiltinRegistry) {
        let keys = FoundationDates.enumeration("JSONDecoder.KeyDecodingStrategy", ["useDefaultKeys", "convertFromSnakeCase"])
        var custom = BuiltinMember("custom", .staticMethod, ["_:Closure", "{}"], result: .named("JSONDecoder.KeyDecodingStrategy"),
                                   note: "the closure gets the coding path to each key, the key last, and gives the CodingKey whose stringValue it stands for") { i, _, args, r in
            .member(name: "custom", arguments: [.closure(try SwiftCollectionsExtras.closure(i, args, "custom", r))])
        }
        custom.closureParameters = [.array(.named("CodingKey"))]
        keys.add(custom)
        registry.register(type: keys)
        // The keys of a coding path (`DecodingError.Context.codingPath`, the `.custom` key strategy's path), as `codingKey(_:)` makes them.
        let keyType = BuiltinType("CodingKey", instance: .named("CodingKey")) { _ in codingKey(.key("name")) }
        keyType.sampleSource = "(JSONDecoder() as Any as! CodingKey)"  // made by JSONDecoder, never by a widget
        keyType.add(.init("stringValue", .property, result: .string, note: "the key, or Index n for an array's element") { _, v, _, _ in Interpreter.field(v, "stringValue") })
        keyType.add(.init("intValue", .property, result: .optional(.int), note: "an array element's index; nil for a key") { _, v, _, _ in Interpreter.field(v, "intValue") })
        registry.register(type: keyType)
        let dates = FoundationDates.enumeration("JSONDecoder.DateDecodingStrategy", ["deferredToDate", "iso8601", "secondsSince1970", "millisecondsSince1970"])
        dates.add(.init("formatted", .staticMethod, ["_:DateFormatter"], result: .named("JSONDecoder.DateDecodingStrategy")) { _, _, args, _ in
            .member(name: "formatted", arguments: args.map(\.value))
        })
        dates.add(.init("custom", .staticMethod, ["_:Closure", "{}"], result: .named("JSONDecoder.DateDecodingStrategy"),
                        note: "the closure is given a Decoder for each date, whose singleValueContainer() reads it") { i, _, args, r in
            .member(name: "custom", arguments: [.closure(try SwiftCollectionsExtras.closure(i, args, "custom", r))])
        })
        registry.register(type: dates)
        registry.register(type: FoundationDates.enumeration("JSONEncoder.KeyEncodingStrategy", ["useDefaultKeys", "convertToSnakeCase"]))
        let encoderDates = FoundationDates.enumeration("JSONEncoder.DateEncodingStrategy", ["deferredToDate", "iso8601", "secondsSince1970", "millisecondsSince1970"])
        encoderDates.add(.init("formatted", .staticMethod, ["_:DateFormatter"], result: .named("JSONEncoder.DateEncodingStrategy")) { _, _, args, _ in
            .member(name: "formatted", arguments: args.map(\.value))
        })
        registry.register(type: encoderDates)
        registry.register(type: FoundationDates.enumeration("JSONEncoder.DataEncodingStrategy", ["base64", "deferredToData"]))
        for (typeName, method) in [("JSONEncoder.NonConformingFloatEncodingStrategy", "convertToString"),
                                   ("JSONDecoder.NonConformingFloatDecodingStrategy", "convertFromString")] {
            let floats = FoundationDates.enumeration(typeName, ["throw"])
            floats.add(.init(method, .staticMethod, ["positiveInfinity:String negativeInfinity:String nan:String"], result: .named(typeName),
                             note: "the strings that stand for infinity, -infinity and NaN") { _, _, args, _ in
                .member(name: method, arguments: [args.value("positiveInfinity") ?? .null, args.value("negativeInfinity") ?? .null, args.value("nan") ?? .null])
            })
            registry.register(type: floats)
        }
        registry.register(type: FoundationDates.enumeration("JSONDecoder.DataDecodingStrategy", ["base64", "deferredToData"]))
        let formatting = FoundationDates.enumeration("JSONEncoder.OutputFormatting", ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"])
        formatting.isOptionSet = true
        registry.register(type: formatting)
        registry.register(type: decoder())
        registry.register(type: encoder())
        FoundationCodingContainers.register(in: &registry)
        FoundationCodingUserInfo.register(in: &registry)
    }

    static func decoder() -> BuiltinType {
        let type = SemanticType.named("JSONDecoder")
        let make: @Sendable (Interpreter) -> Value = { _ in
            Interpreter.foundationReference("JSONDecoder", [("keyDecodingStrategy", .member(name: "useDefaultKeys", arguments: [])),
                                                         ("dateDecodingStrategy", .member(name: "deferredToDate", arguments: [])),
                                                         ("dataDecodingStrategy", .member(name: "base64", arguments: [])),
                                                         ("nonConformingFloatDecodingStrategy", .member(name: "throw", arguments: [])),
                                                         ("userInfo", .dictionary([]))])
        }
        let decoder = BuiltinType("JSONDecoder", instance: type, sample: make)
        decoder.add(.init("JSONDecoder", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        FoundationFormatters.fields(decoder, [("keyDecodingStrategy", .named("JSONDecoder.KeyDecodingStrategy")),
                                               ("dateDecodingStrategy", .named("JSONDecoder.DateDecodingStrategy")),
                                               ("dataDecodingStrategy", .named("JSONDecoder.DataDecodingStrategy")),
                                               ("nonConformingFloatDecodingStrategy", .named("JSONDecoder.NonConformingFloatDecodingStrategy")),
                                               ("userInfo", FoundationCodingUserInfo.userInfoType)])
        decoder.add(.init("decode", .method, ["_:Any from:Data"], result: .unknown, note: "T.self names a struct of the widget, [T].self an array") { i, d, args, r in
            try i.decodeJSON(d, args.first?.value ?? .null, args.value("from") ?? .null, at: r)
        })
        return decoder
    }

    static func encoder() -> BuiltinType {
        let type = SemanticType.named("JSONEncoder")
        let make: @Sendable (Interpreter) -> Value = { _ in
            Interpreter.foundationReference("JSONEncoder", [("keyEncodingStrategy", .member(name: "useDefaultKeys", arguments: [])),
                                                         ("dateEncodingStrategy", .member(name: "deferredToDate", arguments: [])),
                                                         ("dataEncodingStrategy", .member(name: "base64", arguments: [])),
                                                         ("nonConformingFloatEncodingStrategy", .member(name: "throw", arguments: [])),
                                                         ("outputFormatting", .array([])), ("userInfo", .dictionary([]))])
        }
        let encoder = BuiltinType("JSONEncoder", instance: type, sample: make)
        encoder.add(.init("JSONEncoder", .initializer, [""], result: type) { i, _, _, _ in make(i) })
        FoundationFormatters.fields(encoder, [("keyEncodingStrategy", .named("JSONEncoder.KeyEncodingStrategy")),
                                               ("dateEncodingStrategy", .named("JSONEncoder.DateEncodingStrategy")),
                                               ("dataEncodingStrategy", .named("JSONEncoder.DataEncodingStrategy")),
                                               ("nonConformingFloatEncodingStrategy", .named("JSONEncoder.NonConformingFloatEncodingStrategy")),
                                               ("outputFormatting", .named("JSONEncoder.OutputFormatting")),
                                               ("userInfo", FoundationCodingUserInfo.userInfoType)])
        encoder.add(.init("encode", .method, ["_:Any"], result: .data, note: "keys in declaration order; .prettyPrinted and .sortedKeys honoured") { i, e, args, r in
            let json = try i.encodeJSON(args.first?.value ?? .null, e, at: r)
            var formatting: [String] = []
            switch Interpreter.field(e, "outputFormatting") {
            case .array(let items): formatting = items.compactMap { i.caseName($0) }
            case let single: if let name = i.caseName(single) { formatting = [name] }
            }
            let sorted = formatting.contains("sortedKeys") ? FoundationCoding.sortingKeys(json) : json
            let writer = FoundationJSONText(pretty: formatting.contains("prettyPrinted"), escapingSlashes: !formatting.contains("withoutEscapingSlashes"))
            let text = writer.text(sorted, indent: "")
            try i.charge(text.utf8.count, at: r)
            return .data(Data(text.utf8))
        })
        return encoder
    }

    /// A coding key as a value: its `stringValue` and `intValue` (`Index 2` and 2 for an array's element).
    static func codingKey(_ component: JSONPath.Component) -> Value {
        switch component {
        case .key(let key): return Interpreter.foundationObject("CodingKey", [("stringValue", .string(key)), ("intValue", .null)])
        case .index(let index): return Interpreter.foundationObject("CodingKey", [("stringValue", .string("Index \(index)")), ("intValue", .int(index))])
        }
    }

    /// The associated values of a DecodingError: the missing key (keyNotFound) or the type expected, then the
    /// context, whose codingPath leads to the container for keyNotFound and to the value for the others.
    static func payload(_ kind: String, path: [JSONPath.Component], description: String, expected: String = "Any") -> [Value] {
        var containerPath = path
        // (`typeMismatch(let type, …)`: the type that was expected, `Int`, where it is one written without words.)
        var subject: Value = .type(expected.contains(" ") || expected.isEmpty ? "Any" : expected)
        if kind == "keyNotFound", let last = containerPath.popLast() { subject = codingKey(last) }
        let context = Interpreter.foundationObject("DecodingError.Context", [
            ("codingPath", .array(containerPath.map(codingKey))), ("debugDescription", .string(description)), ("underlyingError", .null),
        ])
        // (`dataCorrupted(let context)` holds the context alone.)
        return kind == "dataCorrupted" ? [context] : [subject, context]
    }

    static func sortingKeys(_ json: JSONValue) -> JSONValue {
        switch json {
        case .object(let members): return .object(members.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: sortingKeys($0.value)) })
        case .array(let items): return .array(items.map(sortingKeys))
        default: return json
        }
    }

    /// As `JSONEncoder`'s `.prettyPrinted`: two spaces, `"key" : value`.
    static func pretty(_ json: JSONValue, indent: String) -> String {
        let inner = indent + "  "
        switch json {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { member in
                var key = ""
                JSONWriter.quote(member.key, to: &key)
                return inner + key + " : " + pretty(member.value, indent: inner)
            }.joined(separator: ",\n") + "\n\(indent)}"
        default: return JSONWriter.text(json)
        }
    }
}

extension Interpreter {
    /// `decoder.decode(T.self, from: data)`.
    func decodeJSON(_ decoder: Value, _ typeValue: Value, _ dataValue: Value, at range: SourceRange) throws -> Value {
        let typeValue = aliasFollowed(typeValue)
        func thrown(_ message: String) -> RuntimeError { RuntimeError(message, at: range, isCatchable: true, thrown: .error(message)) }
        guard SourceLoader.decodeType(typeValue, shadowed: program.symbols.shadowedBuiltinTypes) != nil else { throw error("decode takes a type, as in decode(Repository.self, from: data)", range) }
        guard case .data(let data) = dataValue else { throw error("decode(_:from:) takes Data, found \(typeName(of: dataValue))", range) }
        let json: JSONValue
        do {
            json = try waitingForIO { try JSONParser.parse(data) }
        } catch {
            let message = CodingErrorText.message("DecodingError", "dataCorrupted", subject: nil, path: [], debug: "The given data was not valid JSON.")
            noteDecodingError(message, FoundationCoding.payload("dataCorrupted", path: [], description: "The given data was not valid JSON."))
            throw thrown(message)
        }
        return try decodeJSON(decoder, typeValue, json: json, at: range)
    }

    /// `Cities.self` of `typealias Cities = [City]`: the type the alias names, as `[City].self` is written (`decodeType`).
    func aliasFollowed(_ typeValue: Value, depth: Int = 0) -> Value {
        guard case .type(let name) = typeValue, depth < 16, program.symbols.types[name] == nil,
              let written = program.symbols.typeAliases[name] else { return typeValue }
        func value(_ type: TypeRef) -> Value? {
            switch type.kind {
            case .named(let target): return target == name ? nil : aliasFollowed(.type(target), depth: depth + 1)
            case .array(let element): return value(element).map { .array([$0]) }
            case .dictionary(let key, let element):
                guard let key = value(key), let element = value(element) else { return nil }
                return .dictionary([DictionaryPair(key: key, value: element)])
            default: return nil
            }
        }
        return value(written) ?? typeValue
    }

    /// Keeps a thrown decoding error's associated values, for the catch clauses that match them.
    func noteDecodingError(_ message: String, _ payload: [Value]) {
        // A few recent errors are enough: the table stays small in a loop.
        if decodingErrorPayloads.count >= 64 { decodingErrorPayloads.removeAll() }
        decodingErrorPayloads[message] = payload
    }

    /// A document already read (JSON, or a property list as its JSON: `FoundationPropertyLists`) decoded as `typeValue`
    /// with the decoder's strategies.
    func decodeJSON(_ decoder: Value, _ typeValue: Value, json: JSONValue, at range: SourceRange) throws -> Value {
        let typeValue = aliasFollowed(typeValue)
        func thrown(_ message: String) -> RuntimeError { RuntimeError(message, at: range, isCatchable: true, thrown: .error(message)) }
        guard let type = SourceLoader.decodeType(typeValue, shadowed: program.symbols.shadowedBuiltinTypes) else { throw error("decode takes a type, as in decode(Repository.self, from: data)", range) }
        let savedUserInfo = codingUserInfo
        codingUserInfo = Interpreter.field(decoder, "userInfo")
        defer { codingUserInfo = savedUserInfo }
        var keys = Value.null, dates = Value.null
        if case .member(let name, let arguments) = Interpreter.field(decoder, "keyDecodingStrategy"), name != "useDefaultKeys" {
            keys = .member(name: name, arguments: name == "custom" ? arguments : [])
        }
        switch Interpreter.field(decoder, "dateDecodingStrategy") {
        case .member("formatted", let arguments):
            dates = .member(name: "formatted", arguments: [Interpreter.field(arguments.first ?? .null, "dateFormat")])
        case .member("custom", let arguments): dates = .member(name: "custom", arguments: arguments)
        case .member(let name, _): dates = .member(name: name, arguments: [])
        default: dates = .member(name: "deferredToDate", arguments: [])
        }
        var floats: [String: Double] = [:]
        if case .member("convertFromString", let names) = Interpreter.field(decoder, "nonConformingFloatDecodingStrategy"), names.count == 3 {
            for (name, number) in zip(names, [Double.infinity, -Double.infinity, Double.nan]) {
                if case .string(let text) = name { floats[text] = number }
            }
        }
        var decoder = try codingDecoder(keys: keys, dates: dates, at: range)
        decoder.nonConformingFloats = floats
        do {
            return try decoder.decode(json, as: type)
        } catch {
            if let underlying = error.underlying { throw underlying }
            let kind = error.found.hasPrefix("nothing (the key is missing)") ? "keyNotFound" : error.found == "null" ? "valueNotFound"
                : error.isCorrupted ? "dataCorrupted" : "typeMismatch"
            var keys = CodingErrorText.keys(error.path)
            var subject = error.swiftSubject
            if kind == "keyNotFound", let missing = keys.popLast() { subject = subject ?? CodingErrorText.keyText(missing) }
            let debug = error.swiftDebug ?? "\(error)"
            let message = CodingErrorText.message("DecodingError", kind, subject: subject ?? error.expected, path: keys, debug: debug)
            noteDecodingError(message, FoundationCoding.payload(kind, path: error.path.components, description: debug, expected: error.expected))
            throw thrown(message)
        }
    }

    /// The JSON keys a struct's `CodingKeys` enum gives its fields: the enum `S.CodingKeys`, or an enum
    /// `CodingKeys` whose cases are all fields of `S` (a nested enum is lowered by its own name).
    func codingKeys(of symbol: TypeSymbol) -> [String: String]? {
        let fields = Set(symbol.fields.map(\.name))
        let candidates = ["\(symbol.name).CodingKeys", "\(symbol.name)CodingKeys", "CodingKeys"]
        guard let keys = candidates.lazy.compactMap({ self.program.typeSymbol($0) }).first(where: {
            $0.kind == .enumeration && !$0.cases.isEmpty && Set($0.cases).isSubset(of: fields)
        }) else { return nil }
        var renamed: [String: String] = [:]
        for name in keys.cases {
            if case .string(let raw)? = try? rawValue(keys.name, name) { renamed[name] = raw } else { renamed[name] = name }
        }
        return renamed
    }

    /// The cases of an enum Swift's synthesized coding keys by case (`{"text":{"_0":"hi"}}`): one
    /// of the program's without raw values; nil for another type.
    func keyedEnumCases(_ enumName: String) -> [EnumDecl.Case]? {
        guard case .enumeration(let e)? = program.declaration(enumName)?.kind, e.rawType == nil else { return nil }
        return e.cases
    }

    /// The key of a case's associated value at `index`: its label, else `_0`, `_1`, … by position.
    static func payloadKey(_ parameter: FunctionDecl.Parameter?, _ index: Int) -> String {
        if let label = parameter?.label, label != "_" { return label }
        return "_\(index)"
    }

    /// The values a struct's own `encode(to encoder:)` put in its container, by key; nil when it has none.
    func customEncoded(_ value: Value, _ typeName: String, at range: SourceRange) throws -> [(name: String, value: Value)]? {
        guard let function = methodDecl("encode", of: typeName), function.parameters.count == 1, function.parameters[0].label == "to" else { return nil }
        let box = ClassInstance(type: FoundationCodingContainers.encodedValuesType, fields: [])
        let encoder = Interpreter.foundationObject("Encoder", [("box", .instance(box))])
        _ = try callFunction(function, [CallArgument(label: "to", value: encoder, range: range)], at: range, receiver: value)
        return box.fields
    }

    /// `encoder.encode(value)` as JSON, with the encoder's key and date strategies.
    func encodeJSON(_ value: Value, _ encoder: Value, at range: SourceRange) throws -> JSONValue {
        let savedUserInfo = codingUserInfo
        codingUserInfo = Interpreter.field(encoder, "userInfo")
        defer { codingUserInfo = savedUserInfo }
        let snake = caseName(Interpreter.field(encoder, "keyEncodingStrategy")) == "convertToSnakeCase"
        let dateStrategy = Interpreter.field(encoder, "dateEncodingStrategy")
        let dates = caseName(dateStrategy) ?? "deferredToDate"
        var dateFormatter: DateFormatter?
        if case .member("formatted", let arguments) = dateStrategy, let formatter = arguments.first { dateFormatter = foundationDateFormatter(formatter) }
        let bytesAsNumbers = caseName(Interpreter.field(encoder, "dataEncodingStrategy")) == "deferredToData"
        // .convertToString(positiveInfinity:negativeInfinity:nan:): the strings written for them.
        var floatNames: [String]?
        if case .member("convertToString", let names) = Interpreter.field(encoder, "nonConformingFloatEncodingStrategy") {
            floatNames = names.map { if case .string(let s) = $0 { s } else { "" } }
        }
        func key(_ name: String) -> String {
            snake ? FoundationJSONText.snakeCase(name) : name
        }
        /// What a type's own `encode(to:)` put in its container.
        func convertEncoded(_ encoded: [(name: String, value: Value)], _ depth: Int) throws -> JSONValue {
            // A single-value or unkeyed container stands for the whole value.
            if encoded.count == 1, [FoundationCodingContainers.singleKey, FoundationCodingContainers.unkeyedKey].contains(encoded[0].name) {
                return try convert(encoded[0].value, depth + 1)
            }
            return .object(try encoded.map { JSONValue.Member(key: key($0.name), value: try convert($0.value, depth + 1)) })
        }
        func convert(_ value: Value, _ depth: Int) throws -> JSONValue {
            try tick(range)
            guard depth < Interpreter.maxDepth else { throw error("the value nests too deeply to encode", range) }
            switch value {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let n): return .int(n)
            case .double(let d):
                if !d.isFinite, let floatNames, floatNames.count == 3 {
                    return .string(d.isNaN ? floatNames[2] : d > 0 ? floatNames[0] : floatNames[1])
                }
                guard d.isFinite else { throw RuntimeError("EncodingError.invalidValue: \(d) is not a number JSON can hold", at: range, isCatchable: true, thrown: .error("EncodingError.invalidValue: \(d)")) }
                return .double(d)
            case .string(let s): return .string(s)
            case .duration(let d): return .double(d)
            // A Decimal: its digits as a JSON number (a whole one as an integer).
            case .decimal(let d):
                if d.isFinite, let whole = Int(exactly: FoundationDecimal.double(d)), Decimal(whole) == d { return .int(whole) }
                return .double(Double(d.description) ?? FoundationDecimal.double(d))
            case .data(let d):
                // .deferredToData: Data's own encode(to:), an array of its bytes.
                if bytesAsNumbers { return .array(d.map { .int(Int($0)) }) }
                return .string(d.base64EncodedString())
            case .date(let d):
                if let dateFormatter { return .string(dateFormatter.string(from: d)) }
                switch dates {
                case "iso8601": return .string(ISO8601.format(d))
                case "secondsSince1970": return .double(d.timeIntervalSince1970)
                case "millisecondsSince1970": return .double(d.timeIntervalSince1970 * 1000)
                default: return .double(d.timeIntervalSinceReferenceDate)
                }
            case .array(let items): return .array(try items.map { try convert($0, depth + 1) })
            case .dictionary(let pairs):
                return .object(try pairs.map { JSONValue.Member(key: describe($0.key), value: try convert($0.value, depth + 1)) })
            // A UUID is its text, as Foundation's `UUID.encode(to:)` writes it.
            case .object(let object) where object.type == "UUID":
                guard case .string(let text)? = object["uuidString"] else { fallthrough }
                return .string(text)
            case .object(let object):
                if let encoded = try customEncoded(value, object.type, at: range) { return try convertEncoded(encoded, depth) }
                let renamed = program.typeSymbol(object.type).flatMap { codingKeys(of: $0) }
                // The synthesized encode(to:) writes an optional field with encodeIfPresent: nil leaves the key out; a property
                // the type's `CodingKeys` leaves out is not written.
                return .object(try object.fields.compactMap { field in
                    if case .null = field.value { return nil }
                    if let renamed, renamed[field.name] == nil { return nil }
                    return JSONValue.Member(key: renamed?[field.name] ?? key(field.name), value: try convert(field.value, depth + 1))
                })
            case .record(let record):
                let names = program.typeSymbol(record.model)?.fields.map(\.name) ?? record.values.keys.sorted()
                return .object(try names.compactMap { name in
                    guard let field = record.values[name] else { return nil }
                    if case .record = field { return nil }
                    return JSONValue.Member(key: key(name), value: try convert(field, depth + 1))
                })
            case .enumCase(let type, let name, let payload) where payload.isEmpty:
                if let encoded = try customEncoded(value, type, at: range) { return try convertEncoded(encoded, depth) }
                // An enum without raw values is keyed by its case, as Swift synthesizes it: `{"divider":{}}`.
                if keyedEnumCases(type) != nil { return .object([JSONValue.Member(key: key(name), value: .object([]))]) }
                return try convert((try? rawValue(type, name)) ?? .string(name), depth + 1)
            case .enumCase(let type, let name, let payload):
                guard let declared = enumDeclaration(type)?.cases.first(where: { $0.name == name }) else { fallthrough }
                return try encodedCase(value, type, declared, payload, depth)
            default:
                // A nested container's values (`container.nestedUnkeyedContainer(forKey: .tags)`).
                if case .instance(let box) = value, box.type == FoundationCodingContainers.encodedValuesType { return try convertEncoded(box.fields, depth) }
                let message = "EncodingError.invalidValue: \(typeName(of: value)) is not Encodable"
                throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
            }
        }
        /// `{"photo":{"url":"a.png","width":100}}`: the associated values by label, an unlabelled one as `_0`, `_1`, …;
        /// an optional one that is nil is left out (encodeIfPresent).
        func encodedCase(_ value: Value, _ owner: String, _ declared: EnumDecl.Case, _ payload: [Value], _ depth: Int) throws -> JSONValue {
            if let encoded = try customEncoded(value, owner, at: range) { return try convertEncoded(encoded, depth) }
            let members = try payload.indices.compactMap { index -> JSONValue.Member? in
                if case .null = payload[index] { return nil }
                let parameter = index < declared.associatedValues.count ? declared.associatedValues[index] : nil
                return JSONValue.Member(key: key(Interpreter.payloadKey(parameter, index)), value: try convert(payload[index], depth + 1))
            }
            return .object([JSONValue.Member(key: key(declared.name), value: .object(members))])
        }
        return try convert(value, 0)
    }
}
