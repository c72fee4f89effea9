import WidgetLanguage

/// Foundation's `NSCache<Key, Value>`: a class, so every variable and property that holds one sees
/// what any of them stores (`private let cache = NSCache<NSString, UIImage>()`, then
/// `cache.setObject(image, forKey: key)` in one method and `cache.object(forKey: key)` in another).
/// Keys compare as Foundation's `isEqual:` does: an `NSString` by its text (the same key as the
/// `String` it bridges from), an `NSURL` by its text, an object of a class of the program by identity.
/// When `countLimit` or `totalCostLimit` (0: none) is passed, the oldest entries are evicted until
/// the cache is within them; Apple's cache may evict at other times too (under memory pressure).
enum FoundationCache {
    static let typeName = "NSCache"

    static func make() -> Value {
        .instance(ClassInstance(type: typeName, fields: [("countLimit", .int(0)), ("totalCostLimit", .int(0)), ("name", .string("")),
                                                         ("entries", .array([]))]))
    }

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let cache = BuiltinType(typeName, instance: type) { _ in make() }
        cache.sampleSource = "NSCache<NSString, NSString>()"
        cache.add(.init(typeName, .initializer, [""], result: type, note: "a class: every holder sees what one stores") { _, _, _, _ in make() })
        // `NSCache<NSString, UIImage>`: the value type is the second argument written.
        let valueType: @Sendable (SemanticType) -> SemanticType = { receiver in
            guard case .named(let name) = receiver.unwrapped, GenericName.arguments(of: name).count == 2,
                  let written = GenericName.arguments(of: name).last else { return .optional(.unknown) }
            return .optional(SemanticType.parse(written))
        }
        cache.add(.init("object", .method, ["forKey:Any"], result: .optional(.unknown), note: "nil when the key is not cached (or was evicted)",
                        resultFor: valueType) { i, v, args, r in
            guard case .instance(let state) = v else { return .null }
            let key = self.key(args.value("forKey"))
            for entry in entries(state) {
                try i.tick(r)
                if i.equal(entry.key, key) { return entry.value }
            }
            return .null
        })
        cache.add(.init("setObject", .method, ["_:Any forKey:Any", "_:Any forKey:Any cost:Int"], result: .void,
                        note: "replaces the key's object; evicts the oldest entries beyond countLimit or totalCostLimit") { i, v, args, r in
            guard case .instance(let state) = v else { return .null }
            let key = self.key(args.value("forKey"))
            let cost = try args.value("cost").map { try i.int($0, r) } ?? 0
            var list = try entries(state).filter { entry in
                try i.tick(r)
                return !i.equal(entry.key, key)
            }
            list.append((key, args.first?.value ?? .null, cost))
            let countLimit = (try? i.int(state["countLimit"], r)) ?? 0, costLimit = (try? i.int(state["totalCostLimit"], r)) ?? 0
            while list.count > 1, (countLimit > 0 && list.count > countLimit) || (costLimit > 0 && list.reduce(0) { $0 + $1.cost } > costLimit) {
                list.removeFirst()
            }
            set(state, list)
            return .null
        })
        cache.add(.init("removeObject", .method, ["forKey:Any"], result: .void) { i, v, args, r in
            guard case .instance(let state) = v else { return .null }
            let key = self.key(args.value("forKey"))
            set(state, try entries(state).filter { entry in
                try i.tick(r)
                return !i.equal(entry.key, key)
            })
            return .null
        })
        cache.add(.init("removeAllObjects", .method, [""], result: .void) { _, v, _, _ in
            if case .instance(let state) = v { set(state, []) }
            return .null
        })
        for (name, result, note) in [("countLimit", SemanticType.int, "settable; 0 is no limit; beyond it the oldest entries are evicted"),
                                     ("totalCostLimit", .int, "settable; 0 is no limit; beyond it the oldest entries are evicted"),
                                     ("name", .string, "settable")] {
            cache.add(.init(name, .property, result: result, note: note) { _, v, _, _ in
                guard case .instance(let state) = v else { return .null }
                return state[name] ?? .null
            })
        }
        registry.register(type: cache)
    }

    /// The key as `isEqual:` compares it: an `NSString`'s text.
    static func key(_ value: Value?) -> Value {
        if case .object(let object)? = value, object.type == "NSString", let text = object["string"] { return text }
        return value ?? .null
    }

    static func entries(_ state: ClassInstance) -> [(key: Value, value: Value, cost: Int)] {
        guard case .array(let items)? = state["entries"] else { return [] }
        return items.compactMap { item in
            guard case .tuple(let tuple) = item, tuple.elements.count == 3, case .int(let cost) = tuple.elements[2] else { return nil }
            return (tuple.elements[0], tuple.elements[1], cost)
        }
    }

    static func set(_ state: ClassInstance, _ list: [(key: Value, value: Value, cost: Int)]) {
        let value = Value.array(list.map { .tuple(TupleValue([$0.key, $0.value, .int($0.cost)])) })
        if let index = state.fields.firstIndex(where: { $0.name == "entries" }) { state.fields[index].value = value } else { state.fields.append(("entries", value)) }
    }
}
