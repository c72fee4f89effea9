import Foundation
import WidgetLanguage
import WidgetSources

/// `PropertyListEncoder` and `PropertyListDecoder`, as an app keeps a Codable value in `UserDefaults` or a file: the value
/// is encoded as `JSONEncoder` encodes it with its default strategies (keys in declaration order, a `Date` as its seconds
/// since 2001, `Data` as base64) and written by Foundation's `PropertyListSerialization` in the encoder's `outputFormat`
/// (binary unless `.xml`); decoding reads any property list Foundation reads and decodes it as `JSONDecoder` would. A
/// value round-trips; the bytes differ from Apple's where a `Date` or `Data` is inside (Apple writes a plist date or data).
enum FoundationPropertyLists {
    /// What Foundation's encoder writes for nil inside an array, where a property list has no null.
    static let nullMarker = "$null"

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("PropertyListSerialization.PropertyListFormat", ["xml", "binary", "openStep"]))
        let encoderType = SemanticType.named("PropertyListEncoder")
        let makeEncoder: @Sendable (Interpreter) -> Value = { _ in
            Interpreter.foundationObject("PropertyListEncoder", [("outputFormat", .member(name: "binary", arguments: []))])
        }
        let encoder = BuiltinType("PropertyListEncoder", instance: encoderType, sample: makeEncoder)
        encoder.add(.init("PropertyListEncoder", .initializer, [""], result: encoderType) { i, _, _, _ in makeEncoder(i) })
        FoundationFormatters.fields(encoder, [("outputFormat", .named("PropertyListSerialization.PropertyListFormat"))])
        encoder.add(.init("encode", .method, ["_:Any"], result: .data,
                          note: "a Date is written as its seconds since 2001, Data as base64 text; a value round-trips") { i, e, args, r in
            let json = try i.encodeJSON(args.first?.value ?? .null, .null, at: r)
            let format: PropertyListSerialization.PropertyListFormat = i.caseName(Interpreter.field(e, "outputFormat")) == "xml" ? .xml : .binary
            let data: Data
            do {
                data = try PropertyListSerialization.data(fromPropertyList: propertyList(json), format: format, options: 0)
            } catch {
                let message = "EncodingError.invalidValue: the value cannot be written as a property list (\(error.localizedDescription))"
                throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
            }
            try i.charge(data.count, at: r)
            return .data(data)
        })
        registry.register(type: encoder)

        let decoderType = SemanticType.named("PropertyListDecoder")
        let makeDecoder: @Sendable (Interpreter) -> Value = { _ in Interpreter.foundationObject("PropertyListDecoder", []) }
        let decoder = BuiltinType("PropertyListDecoder", instance: decoderType, sample: makeDecoder)
        decoder.add(.init("PropertyListDecoder", .initializer, [""], result: decoderType) { i, _, _, _ in makeDecoder(i) })
        decoder.add(.init("decode", .method, ["_:Any from:Data"], result: .unknown, note: "T.self names a Codable type of the widget") { i, _, args, r in
            guard case .data(let data)? = args.value("from") else {
                throw i.error("decode(_:from:) takes Data, found \(i.typeName(of: args.value("from") ?? .null))", r)
            }
            try i.charge(data.count, at: r)
            let read = try propertyList(data, orThrow: "DecodingError.dataCorrupted: the data is not a valid property list", at: r)
            return try i.decodeJSON(.null, args.first?.value ?? .null, json: json(read, depth: 0), at: r)
        })
        registry.register(type: decoder)
        registry.register(type: serialization())
    }

    /// `PropertyListSerialization`: Foundation's reading and writing of property lists, of the values a property list
    /// holds (strings, numbers, Booleans, dates, data, arrays and dictionaries with string keys).
    static func serialization() -> BuiltinType {
        let type = BuiltinType("PropertyListSerialization", instance: .named("PropertyListSerialization")) { _ in .type("PropertyListSerialization") }
        type.sampleSource = "PropertyListSerialization.self"
        type.add(.init("propertyList", .staticMethod, ["from:Data options:Any format:Any", "_:Any isValidFor:PropertyListSerialization.PropertyListFormat"],
                       result: .unknown, note: "Foundation's own reading; options and the format read are not given back") { i, _, args, r in
            if let value = args.value(nil) { return .bool(try propertyListObject(i, value, at: r) != nil) }
            guard case .data(let data)? = args.value("from") else { throw i.error("propertyList(from:options:format:) takes Data", r) }
            try i.charge(data.count * 2, at: r)
            let read = try propertyList(data, orThrow: "CocoaError(.propertyListReadCorrupt): the data is not a valid property list", at: r)
            return PlatformBundle.propertyListValue(read, depth: 0)
        })
        type.add(.init("data", .staticMethod, ["fromPropertyList:Any format:PropertyListSerialization.PropertyListFormat options:Any"], result: .data,
                       note: "Foundation's own writing") { i, _, args, r in
            guard let object = try propertyListObject(i, args.value("fromPropertyList") ?? .null, at: r) else {
                let message = "CocoaError(.propertyListWriteInvalid): the value is not a property list"
                throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
            }
            let format: PropertyListSerialization.PropertyListFormat = i.caseName(args.value("format")) == "xml" ? .xml : .binary
            do {
                let data = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
                try i.charge(data.count, at: r)
                return .data(data)
            } catch {
                let message = "CocoaError(.propertyListWriteInvalid): \(error.localizedDescription)"
                throw RuntimeError(message, at: r, isCatchable: true, thrown: .error(message))
            }
        })
        return type
    }

    /// The Foundation object a value is as a property list; nil for a value a property list cannot hold.
    static func propertyListObject(_ i: Interpreter, _ value: Value, at range: SourceRange) throws -> Any? {
        try FoundationJSONSerialization.foundationObject(i, value, depth: 0, asPropertyList: true, at: range)
    }

    /// The property list Foundation reads from `data`; a catchable error with `message` where it is none.
    static func propertyList(_ data: Data, orThrow message: String, at range: SourceRange) throws -> Any {
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        }
    }

    /// The property list a JSON document stands for (Foundation's objects).
    static func propertyList(_ json: JSONValue) -> Any {
        switch json {
        case .null: return nullMarker
        case .bool(let b): return b
        case .int(let n): return n
        case .double(let d): return d
        case .string(let s): return s
        case .array(let items): return items.map(propertyList)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members { dictionary[member.key] = propertyList(member.value) }
            return dictionary
        }
    }

    /// The JSON document a property list read by Foundation stands for: a date as its seconds since 2001, data as base64.
    static func json(_ item: Any, depth: Int) -> JSONValue {
        guard depth < 512 else { return .null }
        switch item {
        case let text as String: return text == nullMarker ? .null : .string(text)
        case let date as Date: return .double(date.timeIntervalSinceReferenceDate)
        case let data as Data: return .string(data.base64EncodedString())
        case let items as [Any]: return .array(items.map { json($0, depth: depth + 1) })
        case let dictionary as [String: Any]:
            return .object(dictionary.keys.sorted().map { JSONValue.Member(key: $0, value: json(dictionary[$0] ?? nullMarker, depth: depth + 1)) })
        // A property list's `<true/>` reads as a Bool; an integer as an Int; a real as a Double.
        case let flag as Bool where type(of: item) == Bool.self: return .bool(flag)
        case let integer as Int: return .int(integer)
        case let real as Double: return .double(real)
        default: return .null
        }
    }
}
