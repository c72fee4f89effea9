import Foundation
import WidgetLanguage

/// CryptoKit's hashes: `SHA256.hash(data:)` and the others of `CryptoKitHashFunction`, all at once or fed piece by
/// piece (`var hasher = SHA256(); hasher.update(data:); hasher.finalize()`). A digest is a sequence of its bytes
/// (`UInt8`, Ints here) — `map`, `compactMap`, `reduce`, a `for` loop, `Data(digest)`, `Array(digest)` — and
/// describes itself as Swift does (`SHA256 digest: ba7816bf…`). Keys, signatures and ciphers are not provided
/// (`UnavailableAPIs`). The five functions share their entries: each tells its function by the type it runs on.
enum CryptoKitDigests {
    static let digestSuffix = ".Digest"

    static func register(in registry: inout BuiltinRegistry) {
        // `Insecure`: the namespace of `Insecure.MD5` and `Insecure.SHA1`, no type of values.
        let insecure = BuiltinType("Insecure", instance: .named("Insecure")) { _ in .type("Insecure") }
        insecure.sampleSource = "Insecure.self"
        registry.register(type: insecure)
        let functionMembers = hashFunctionMembers(), digestMembers = self.digestMembers()
        for function in CryptoKitHashFunction.allCases {
            let name = function.rawValue
            let type = BuiltinType(name, instance: .named(name)) { _ in make(function) }
            type.sampleSource = "\(name)()"
            let digest = BuiltinType(name + digestSuffix, instance: .named(name + digestSuffix)) { _ in digestValue(function, function.digest(Data("abc".utf8))) }
            digest.sampleSource = "\(name).hash(data: Data(\"abc\".utf8))"
            for member in functionMembers(function) { type.add(member) }
            for member in digestMembers { digest.add(member) }
            registry.register(type: type)
            registry.register(type: digest)
        }
    }

    static func digestValue(_ function: CryptoKitHashFunction, _ bytes: [UInt8]) -> Value {
        Interpreter.foundationObject(function.rawValue + digestSuffix, [("bytes", .data(Data(bytes)))])
    }

    /// The hash function a digest value, a hasher or a type value (`SHA256`, `SHA256.Digest`) is of; nil for another value.
    static func function(of value: Value) -> CryptoKitHashFunction? {
        let typeName: String
        switch value {
        case .object(let object): typeName = object.type
        case .instance(let instance): typeName = instance.type
        case .type(let name): typeName = name
        default: return nil
        }
        return CryptoKitHashFunction(rawValue: typeName.hasSuffix(digestSuffix) ? String(typeName.dropLast(digestSuffix.count)) : typeName)
    }

    /// The bytes of a digest value; nil for another value.
    static func digestBytes(_ value: Value) -> Data? {
        guard case .object(let object) = value, object.type.hasSuffix(digestSuffix), function(of: value) != nil,
              case .data(let bytes)? = object["bytes"] else { return nil }
        return bytes
    }

    /// `SHA256 digest: ba7816bf…`, as Swift describes a digest.
    static func description(_ object: ObjectValue) -> String? {
        guard let function = function(of: .object(object)), let bytes = digestBytes(.object(object)) else { return nil }
        return "\(function.shortName) digest: " + bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// The entries of a hash function's type: `hash(data:)`, the initializer and `finalize()` give its own types;
    /// `update(data:)` and the sizes are shared.
    static func hashFunctionMembers() -> (CryptoKitHashFunction) -> [BuiltinMember] {
        let update = BuiltinMember("update", .method, ["data:Any"], result: .void, note: "adds the bytes to what the hasher is fed") { i, v, args, r in
            guard case .instance(let state) = v, case .data(let fed)? = state["data"] else { return .null }
            let more = try message(i, args.value("data"), r)
            try i.chargeElements(more.count, at: r)
            state["data"] = .data(fed + more)
            return .null
        }
        let sizes = sizeMembers()
        return { function in
            let name = function.rawValue, digestType = SemanticType.named(name + digestSuffix)
            let initializer = BuiltinMember(name, .initializer, [""], result: .named(name), note: "a hasher to feed with update(data:)") { _, _, _, _ in make(function) }
            let hash = BuiltinMember("hash", .staticMethod, ["data:Any"], result: digestType, note: "the digest of Data or of any sequence of UInt8") { i, _, args, r in
                digestValue(function, function.digest(try message(i, args.value("data"), r)))
            }
            let finalize = BuiltinMember("finalize", .method, [""], result: digestType, note: "the digest of all the bytes fed") { _, v, _, _ in
                guard case .instance(let state) = v, case .data(let fed)? = state["data"] else { return .null }
                return digestValue(function, function.digest(fed))
            }
            return [initializer, hash, update, finalize] + sizes
        }
    }

    /// `byteCount` and `blockByteCount`, of the function the type value names.
    static func sizeMembers() -> [BuiltinMember] {
        [BuiltinMember("byteCount", .staticProperty, result: .int) { _, v, _, _ in function(of: v).map { .int($0.byteCount) } ?? .null },
         BuiltinMember("blockByteCount", .staticProperty, result: .int) { _, v, _, _ in function(of: v).map { .int($0.blockByteCount) } ?? .null }]
    }

    /// A digest's entries: its size, its description, and what a sequence of its bytes gives.
    static func digestMembers() -> [BuiltinMember] {
        var members = [sizeMembers()[0]]
        members.append(BuiltinMember("description", .property, result: .string, note: "as Swift describes it: the function's name, digest:, the bytes in hex") { _, v, _, _ in
            guard case .object(let object) = v else { return .null }
            return description(object).map(Value.string) ?? .null
        })
        for entry in SwiftSequences.shared {
            members.append(SwiftSequences.member(entry.name, SwiftSequences.withTrailingClosures(entry.forms), entry.result == .same ? .elements : entry.result,
                                                 element: { _ in .int }))
        }
        for name in ["prefix", "suffix", "dropFirst", "dropLast"] {
            members.append(BuiltinMember(name, .method, name.hasPrefix("drop") ? ["", "_:Int"] : ["_:Int"], result: .array(.int), note: "the bytes kept") { i, v, args, r in
                guard let kept = try i.valueMethod(.array(try i.elements(of: v, at: r)), name, args, at: r) else { throw i.error("\(name) needs a count", r) }
                return kept
            })
        }
        members.append(SwiftSequences.member("contains", ["_:Int", "where:Closure", "{}"], .bool, element: { _ in .int }))
        return members
    }

    static func make(_ function: CryptoKitHashFunction) -> Value {
        .instance(ClassInstance(type: function.rawValue, fields: [("data", .data(Data()))]))
    }

    /// The bytes to hash: Data, a digest, a string's `.utf8`, or an array of UInt8.
    static func message(_ i: Interpreter, _ value: Value?, _ r: SourceRange) throws -> Data {
        switch value {
        case .data(let data)?: return data
        case .string(let text)?: return Data(text.utf8)
        case let value?:
            if let bytes = digestBytes(value) { return bytes }
            let items = try i.elements(of: value, at: r)
            return Data(try items.map { item -> UInt8 in
                guard let byte = item.integerValue?.exactly(UInt8.self) else { throw i.error("hash(data:) takes bytes (UInt8 values 0...255)", r) }
                return byte
            })
        case nil: throw i.error("hash(data:) takes the bytes to hash", r)
        }
    }
}
