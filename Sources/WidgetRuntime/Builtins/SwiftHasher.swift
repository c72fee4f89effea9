import WidgetLanguage

/// Swift's `Hasher`, as a `hash(into:)` of the program's own is given it: `combine(_:)` feeds it
/// values, `finalize()` gives an `Int` made from their descriptions. Swift seeds its hashes anew in
/// each process, so no program can depend on the number; two hashers fed equal values agree.
enum SwiftHasher {
    static let typeName = "Hasher"

    static func register(in registry: inout BuiltinRegistry) {
        let hasher = BuiltinType(typeName, instance: .named(typeName)) { _ in make() }
        hasher.sampleSource = "Hasher()"
        hasher.add(.init(typeName, .initializer, [""], result: .named(typeName)) { _, _, _, _ in make() })
        hasher.add(.init("combine", .method, ["_"], result: .void, note: "the value's description is what is hashed") { i, v, args, _ in
            guard case .instance(let state) = v, case .int(let hash)? = state["hash"] else { return .null }
            let text = i.describe(args.first?.value ?? .null)
            set(state, mixing(hash, text))
            return .null
        })
        hasher.add(.init("finalize", .method, [""], result: .int) { _, v, _, _ in
            guard case .instance(let state) = v, let hash = state["hash"] else { return .int(0) }
            return hash
        })
        registry.register(type: hasher)
    }

    /// `value.hashValue`: the program's own `hash(into:)` run on a new hasher, else the value's description hashed
    /// (equal values, equal hashes; the number itself is Swift's per process, so no program depends on it).
    static func hashValue(_ i: Interpreter, of value: Value, at range: SourceRange) throws -> Value {
        if let symbol = i.userType(of: value), let hash = i.userFunction("hash", of: symbol, isStatic: false),
           hash.parameters.first?.label == "into" {
            let hasher = make()
            _ = try i.callMember(hash, [CallArgument(label: "into", value: hasher, range: range)], self: value, at: range)
            guard case .instance(let state) = hasher, let result = state["hash"] else { return .int(offsetBasis) }
            return result
        }
        return .int(mixing(offsetBasis, i.describe(value)))
    }

    static func make() -> Value {
        .instance(ClassInstance(type: typeName, fields: [("hash", .int(offsetBasis))]))
    }

    static func set(_ state: ClassInstance, _ hash: Int) {
        if let index = state.fields.firstIndex(where: { $0.name == "hash" }) { state.fields[index].value = .int(hash) }
    }

    /// 64-bit FNV-1a over the text's UTF-8, then a separator, so `combine("ab")` and `combine("a"); combine("b")` differ.
    static func mixing(_ hash: Int, _ text: String) -> Int {
        var value = UInt64(bitPattern: Int64(hash))
        for byte in text.utf8 + [0xFF] {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return Int(Int64(bitPattern: value))
    }

    static let offsetBasis = Int(Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
}
