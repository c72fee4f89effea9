import Foundation
import WidgetLanguage

/// A struct's own `init(from decoder: Decoder) throws` and `encode(to encoder: Encoder) throws`:
/// `decoder.container(keyedBy: CodingKeys.self)`, `singleValueContainer()`, `unkeyedContainer()`
/// and their `decode`, `decodeIfPresent`, `contains`, `nestedContainer(keyedBy:forKey:)`,
/// `nestedUnkeyedContainer(forKey:)`, `isAtEnd`; `encoder.container(keyedBy:)` with
/// `encode(_:forKey:)` and `encodeIfPresent(_:forKey:)`. `JSONDecoder().decode` and a `json`
/// source with a decode type call the initializer for that type wherever it appears.
///
/// A container holds its part of the document (as untyped values), its coding path, and the
/// decoder's key and date strategies. An unkeyed container's position and an encoding
/// container's values live in a shared box, as Swift's containers share their decoder.
/// A failure throws `DecodingError.keyNotFound(…)`/`.typeMismatch(…)`/`.valueNotFound(…)`,
/// whose text after `DecodingError.` is what Swift prints for the error.
enum FoundationCodingContainers {
    static let keyed = "KeyedDecodingContainer", unkeyed = "UnkeyedDecodingContainer", single = "SingleValueDecodingContainer"

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: decoder())
        registry.register(type: keyedContainer())
        registry.register(type: unkeyedContainer())
        registry.register(type: singleValueContainer())
        registry.register(type: encoder())
        registry.register(type: keyedEncodingContainer())
        registry.register(type: plainEncodingContainer("SingleValueEncodingContainer", appends: false))
        registry.register(type: plainEncodingContainer("UnkeyedEncodingContainer", appends: true))
    }

    static func sampleDecoder(_ json: Value) -> Value {
        Interpreter.foundationObject("Decoder", [("json", json), ("path", .array([])), ("keys", .null), ("dates", .null)])
    }

    static func decoder() -> BuiltinType {
        let type = SemanticType.named("Decoder")
        let decoder = BuiltinType("Decoder", instance: type) { _ in sampleDecoder(.dictionary([])) }
        decoder.sampleSource = "(JSONDecoder() as Any as! Decoder)"  // made by JSONDecoder, never by a widget
        let note = "in a struct's init(from decoder: Decoder) throws"
        decoder.add(.init("container", .method, ["keyedBy:Any"], result: .named(keyed), note: note) { i, d, args, r in
            try i.keyedContainer(d, Interpreter.field(d, "json"), keys: args.value("keyedBy") ?? .null, at: r)
        })
        decoder.add(.init("unkeyedContainer", .method, [""], result: .named(unkeyed), note: note) { i, d, _, r in
            try i.unkeyedContainer(d, Interpreter.field(d, "json"), at: r)
        })
        decoder.add(.init("singleValueContainer", .method, [""], result: .named(single), note: note) { _, d, _, _ in
            Interpreter.foundationObject(single, fields(of: d))
        })
        decoder.add(.init("codingPath", .property, result: .array(.string), note: "each key as Swift prints it") { _, d, _, _ in Interpreter.field(d, "path") })
        decoder.add(.init("userInfo", .property, result: FoundationCodingUserInfo.userInfoType, note: "the JSONDecoder's userInfo") { i, _, _, _ in
            i.codingUserInfo
        })
        return decoder
    }

    /// The fields a container shares with its decoder: the document part, the path, the strategies.
    static func fields(of value: Value, json: Value? = nil, path: Value? = nil) -> [(String, Value)] {
        [("json", json ?? Interpreter.field(value, "json")), ("path", path ?? Interpreter.field(value, "path")),
         ("keys", Interpreter.field(value, "keys")), ("dates", Interpreter.field(value, "dates"))]
    }

    static func keyedContainer() -> BuiltinType {
        let type = SemanticType.named(keyed)
        let container = BuiltinType(keyed, instance: type) { _ in
            Interpreter.foundationObject(keyed, fields(of: sampleDecoder(.dictionary([]))) + [("keyType", .type("CodingKeys"))])
        }
        container.sampleSource = "(JSONDecoder() as Any as! \(keyed))"
        container.add(.init("decode", .method, ["_:Any forKey:Any"], result: .unknown, note: "keyNotFound, valueNotFound or typeMismatch as Swift throws them") { i, c, args, r in
            try i.decodeKeyed(c, type: args.first?.value ?? .null, key: args.value("forKey") ?? .null, optional: false, at: r)
        })
        container.add(.init("decodeIfPresent", .method, ["_:Any forKey:Any"], result: .unknown, note: "nil when the key is missing or null") { i, c, args, r in
            try i.decodeKeyed(c, type: args.first?.value ?? .null, key: args.value("forKey") ?? .null, optional: true, at: r)
        })
        container.add(.init("decodeNil", .method, ["forKey:Any"], result: .bool) { i, c, args, r in
            let (json, _) = try i.keyedMember(c, args.value("forKey") ?? .null, at: r)
            return .bool(json == nil || json?.isNull == true)
        })
        container.add(.init("contains", .method, ["_:Any"], result: .bool) { i, c, args, r in
            .bool(try i.keyedMember(c, args.first?.value ?? .null, at: r).0 != nil)
        })
        container.add(.init("allKeys", .property, result: .array(.unknown), note: "the document's keys that are keys of the container's key type") { i, c, _, r in
            guard case .dictionary(let pairs) = Interpreter.field(c, "json") else { return .array([]) }
            let texts = pairs.compactMap { pair -> String? in if case .string(let text) = pair.key { text } else { nil } }
            return .array(try i.codingKeys(texts, of: Interpreter.field(c, "keyType"), at: r))
        })
        container.add(.init("nestedContainer", .method, ["keyedBy:Any forKey:Any"], result: type) { i, c, args, r in
            let (json, path) = try i.requiredMember(c, args.value("forKey") ?? .null, expected: "Dictionary<String, Any>", at: r)
            return try i.keyedContainer(Interpreter.foundationObject(keyed, fields(of: c, json: json, path: path)), json, keys: args.value("keyedBy") ?? .null, at: r)
        })
        container.add(.init("nestedUnkeyedContainer", .method, ["forKey:Any"], result: .named(unkeyed)) { i, c, args, r in
            let (json, path) = try i.requiredMember(c, args.value("forKey") ?? .null, expected: "Array<Any>", at: r)
            return try i.unkeyedContainer(Interpreter.foundationObject(keyed, fields(of: c, json: json, path: path)), json, at: r)
        })
        container.add(.init("codingPath", .property, result: .array(.string)) { _, c, _, _ in Interpreter.field(c, "path") })
        return container
    }

    static func unkeyedContainer() -> BuiltinType {
        let type = SemanticType.named(unkeyed)
        let container = BuiltinType(unkeyed, instance: type) { _ in
            Interpreter.foundationObject(unkeyed, fields(of: sampleDecoder(.array([]))) + [("cursor", .instance(ClassInstance(type: "Cursor", fields: [("index", .int(0))])))])
        }
        container.sampleSource = "(JSONDecoder() as Any as! \(unkeyed))"
        container.add(.init("isAtEnd", .property, result: .bool) { _, c, _, _ in
            .bool(unkeyedIndex(c) >= unkeyedItems(c).count)
        })
        container.add(.init("count", .property, result: .optional(.int)) { _, c, _, _ in .int(unkeyedItems(c).count) })
        container.add(.init("currentIndex", .property, result: .int) { _, c, _, _ in .int(unkeyedIndex(c)) })
        container.add(.init("decode", .method, ["_:Any"], result: .unknown, note: "the next element; valueNotFound at the end") { i, c, args, r in
            try i.decodeNext(c, type: args.first?.value ?? .null, optional: false, at: r)
        })
        container.add(.init("decodeIfPresent", .method, ["_:Any"], result: .unknown, note: "the next element, nil when it is null") { i, c, args, r in
            try i.decodeNext(c, type: args.first?.value ?? .null, optional: true, at: r)
        })
        // `if try row.decodeNil() { continue }`: true, and past it, where the next element is null.
        container.add(.init("decodeNil", .method, [""], result: .bool, note: "true, and moves past it, when the next element is null") { _, c, _, _ in
            let items = unkeyedItems(c), index = unkeyedIndex(c)
            guard index < items.count, items[index].isNull else { return .bool(false) }
            advance(c, to: index + 1)
            return .bool(true)
        })
        // `var point = try row.nestedContainer(keyedBy: Keys.self)`: the next element read as a container of its own.
        container.add(.init("nestedContainer", .method, ["keyedBy:Any"], result: .named(keyed), note: "the next element, as a keyed container") { i, c, args, r in
            let (json, path) = try i.nextNested(c, "nested keyed container", at: r)
            let made = try i.keyedContainer(Interpreter.foundationObject(keyed, fields(of: c, json: json, path: path)), json, keys: args.value("keyedBy") ?? .null, at: r)
            advance(c, to: unkeyedIndex(c) + 1)
            return made
        })
        container.add(.init("nestedUnkeyedContainer", .method, [""], result: .named(unkeyed), note: "the next element, as an unkeyed container") { i, c, _, r in
            let (json, path) = try i.nextNested(c, "nested unkeyed container", at: r)
            let made = try i.unkeyedContainer(Interpreter.foundationObject(unkeyed, fields(of: c, json: json, path: path)), json, at: r)
            advance(c, to: unkeyedIndex(c) + 1)
            return made
        })
        container.add(.init("codingPath", .property, result: .array(.string)) { _, c, _, _ in Interpreter.field(c, "path") })
        return container
    }

    static func unkeyedItems(_ container: Value) -> [Value] {
        if case .array(let items) = Interpreter.field(container, "json") { return items }
        return []
    }

    /// Moves an unkeyed container's cursor (shared by the copies of the container a `var` makes).
    static func advance(_ container: Value, to index: Int) {
        if case .instance(let cursor) = Interpreter.field(container, "cursor") { cursor.fields = [("index", .int(index))] }
    }

    static func unkeyedIndex(_ container: Value) -> Int {
        if case .instance(let cursor) = Interpreter.field(container, "cursor"), case .int(let index)? = cursor["index"] { return index }
        return 0
    }

    static func singleValueContainer() -> BuiltinType {
        let type = SemanticType.named(single)
        let container = BuiltinType(single, instance: type) { _ in Interpreter.foundationObject(single, fields(of: sampleDecoder(.int(1)))) }
        container.sampleSource = "(JSONDecoder() as Any as! \(single))"
        container.add(.init("decode", .method, ["_:Any"], result: .unknown, note: "the whole value, as the type") { i, c, args, r in
            try i.decodeCoded(Interpreter.field(c, "json"), c, type: args.first?.value ?? .null, path: Interpreter.field(c, "path"), at: r)
        })
        container.add(.init("decodeNil", .method, [""], result: .bool) { _, c, _, _ in .bool(Interpreter.field(c, "json").isNull) })
        container.add(.init("codingPath", .property, result: .array(.string)) { _, c, _, _ in Interpreter.field(c, "path") })
        return container
    }

    // MARK: Encoding

    static func encoder() -> BuiltinType {
        let type = SemanticType.named("Encoder")
        let make: @Sendable (Interpreter) -> Value = { _ in Interpreter.foundationObject("Encoder", [("box", .instance(ClassInstance(type: encodedValuesType, fields: [])))]) }
        let encoder = BuiltinType("Encoder", instance: type, sample: make)
        encoder.sampleSource = "(JSONEncoder() as Any as! Encoder)"
        encoder.add(.init("container", .method, ["keyedBy:Any"], result: .named("KeyedEncodingContainer"), note: "in a struct's encode(to encoder: Encoder) throws") { _, e, args, _ in
            Interpreter.foundationObject("KeyedEncodingContainer", [("box", Interpreter.field(e, "box")), ("keyType", args.value("keyedBy") ?? .null)])
        })
        encoder.add(.init("singleValueContainer", .method, [""], result: .named("SingleValueEncodingContainer"), note: "the value stands for the whole struct") { _, e, _, _ in
            Interpreter.foundationObject("SingleValueEncodingContainer", [("box", Interpreter.field(e, "box"))])
        })
        encoder.add(.init("unkeyedContainer", .method, [""], result: .named("UnkeyedEncodingContainer"), note: "the struct is written as an array") { _, e, _, _ in
            Interpreter.foundationObject("UnkeyedEncodingContainer", [("box", Interpreter.field(e, "box"))])
        })
        encoder.add(.init("userInfo", .property, result: FoundationCodingUserInfo.userInfoType, note: "the JSONEncoder's userInfo") { i, _, _, _ in
            i.codingUserInfo
        })
        return encoder
    }

    static func keyedEncodingContainer() -> BuiltinType {
        let type = SemanticType.named("KeyedEncodingContainer")
        let container = BuiltinType("KeyedEncodingContainer", instance: type) { i in
            Interpreter.foundationObject("KeyedEncodingContainer", [("box", .instance(ClassInstance(type: encodedValuesType, fields: []))), ("keyType", .null)])
        }
        container.sampleSource = "(JSONEncoder() as Any as! KeyedEncodingContainer)"
        for (name, skipsNil) in [("encode", false), ("encodeIfPresent", true)] {
            container.add(.init(name, .method, ["_:Any forKey:Any"], result: .void, note: skipsNil ? "nothing for nil" : "null for nil") { i, c, args, r in
                let value = args.first?.value ?? .null
                if skipsNil, value.isNull { return .null }
                guard case .instance(let box) = Interpreter.field(c, "box") else { return .null }
                let key = try i.codingKeyText(Interpreter.field(c, "keyType"), args.value("forKey") ?? .null, at: r)
                try i.charge(Interpreter.bytesPerPair, at: r)
                box.fields.removeAll { $0.name == key }
                box.fields.append((key, value))
                return .null
            })
        }
        container.add(.init("nestedContainer", .method, ["keyedBy:Any forKey:Any"], result: type, note: "its values are the key's object") { i, c, args, r in
            let nested = try nestedBox(i, c, args, unkeyed: false, at: r)
            return Interpreter.foundationObject("KeyedEncodingContainer", [("box", .instance(nested)), ("keyType", args.value("keyedBy") ?? .null)])
        })
        container.add(.init("nestedUnkeyedContainer", .method, ["forKey:Any"], result: .named("UnkeyedEncodingContainer"),
                            note: "its values are the key's array") { i, c, args, r in
            Interpreter.foundationObject("UnkeyedEncodingContainer", [("box", .instance(try nestedBox(i, c, args, unkeyed: true, at: r)))])
        })
        return container
    }

    /// The key under which a single-value or unkeyed container keeps what it was given.
    static let singleKey = "$single", unkeyedKey = "$unkeyed"
    /// What an encoding container fills: the values by key (a reference, so a nested container's values reach the
    /// container it was made from).
    static let encodedValuesType = "EncodedValues"

    /// A container's new nested box under its key (`nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer(forKey:)`).
    static func nestedBox(_ i: Interpreter, _ c: Value, _ args: [CallArgument], unkeyed: Bool, at r: SourceRange) throws -> ClassInstance {
        let nested = ClassInstance(type: encodedValuesType, fields: unkeyed ? [(unkeyedKey, .array([]))] : [])
        guard case .instance(let box) = Interpreter.field(c, "box") else { return nested }
        let key = try i.codingKeyText(Interpreter.field(c, "keyType"), args.value("forKey") ?? .null, at: r)
        try i.charge(Interpreter.bytesPerPair, at: r)
        box.fields.removeAll { $0.name == key }
        box.fields.append((key, .instance(nested)))
        return nested
    }

    /// An unkeyed encoding container's next element.
    static func appendElement(_ value: Value, to container: Value, _ i: Interpreter, at r: SourceRange) throws {
        guard case .instance(let box) = Interpreter.field(container, "box") else { return }
        try i.charge(Interpreter.bytesPerPair, at: r)
        var items: [Value] = []
        if case .array(let kept)? = box[unkeyedKey] { items = kept }
        box.fields = [(unkeyedKey, .array(items + [value]))]
    }

    /// `encoder.singleValueContainer()` and `encoder.unkeyedContainer()`: `encode(_:)` sets the value or appends to the array.
    static func plainEncodingContainer(_ name: String, appends: Bool) -> BuiltinType {
        let type = SemanticType.named(name)
        let container = BuiltinType(name, instance: type) { _ in
            Interpreter.foundationObject(name, [("box", .instance(ClassInstance(type: encodedValuesType, fields: [])))])
        }
        container.sampleSource = "(JSONEncoder() as Any as! \(name))"
        container.add(.init("encode", .method, ["_:Any"], result: .void, note: appends ? "appends to the array" : "the whole value") { i, c, args, r in
            guard case .instance(let box) = Interpreter.field(c, "box") else { return .null }
            let value = args.first?.value ?? .null
            if appends {
                try appendElement(value, to: c, i, at: r)
            } else {
                try i.charge(Interpreter.bytesPerPair, at: r)
                box.fields = [(singleKey, value)]
            }
            return .null
        })
        if !appends {
            container.add(.init("encodeNil", .method, [""], result: .void) { _, c, _, _ in
                if case .instance(let box) = Interpreter.field(c, "box") { box.fields = [(singleKey, .null)] }
                return .null
            })
        } else {
            // `encodeNil()`, and containers nested in the array (`var point = row.nestedContainer(keyedBy: Keys.self)`):
            // each appends its element, which the nested container then fills.
            container.add(.init("encodeNil", .method, [""], result: .void, note: "appends null") { i, c, _, r in
                try appendElement(.null, to: c, i, at: r)
                return .null
            })
            container.add(.init("nestedContainer", .method, ["keyedBy:Any"], result: .named("KeyedEncodingContainer"), note: "appends an object it fills") { i, c, args, r in
                let nested = ClassInstance(type: encodedValuesType, fields: [])
                try appendElement(.instance(nested), to: c, i, at: r)
                return Interpreter.foundationObject("KeyedEncodingContainer", [("box", .instance(nested)), ("keyType", args.value("keyedBy") ?? .null)])
            })
            container.add(.init("nestedUnkeyedContainer", .method, [""], result: type, note: "appends an array it fills") { i, c, _, r in
                let nested = ClassInstance(type: encodedValuesType, fields: [(unkeyedKey, .array([]))])
                try appendElement(.instance(nested), to: c, i, at: r)
                return Interpreter.foundationObject(name, [("box", .instance(nested))])
            })
        }
        return container
    }
}
