import WidgetLanguage

/// Swift's `ObjectIdentifier`: the identity of a class instance, a key for a dictionary of observers
/// (`observers[ObjectIdentifier(o)] = o`). Two identifiers are equal when they are of the same instance,
/// whatever `==` the class declares; of a value that is no instance of the program's classes, when
/// the values are equal.
enum SwiftObjectIdentifiers {
    static let typeName = "ObjectIdentifier"

    static func make(_ object: Value) -> Value { Interpreter.foundationObject(typeName, [("object", object)]) }

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let identifier = BuiltinType(typeName, instance: type) { _ in make(.null) }
        identifier.sampleSource = "ObjectIdentifier(JSONDecoder())"
        identifier.add(.init(typeName, .initializer, ["_:Any"], result: type, note: "equal for the same instance") { i, _, args, r in
            guard let object = args.first?.value else { throw i.error("ObjectIdentifier takes an instance of a class", r) }
            return make(object)
        })
        identifier.add(.init("hashValue", .property, result: .int, note: "the same for the same instance while the program runs") { _, v, _, _ in
            guard case .object(let id) = v, case .instance(let instance)? = id["object"] else { return .int(0) }
            return .int(ObjectIdentifier(instance).hashValue)
        })
        registry.register(type: identifier)
    }

    /// Whether two identifiers are of the same instance.
    static func same(_ a: ObjectValue, _ b: ObjectValue, equal: (Value, Value) -> Bool) -> Bool {
        switch (a["object"], b["object"]) {
        case (.instance(let x)?, .instance(let y)?): return x === y
        case (.record(let x)?, .record(let y)?): return x === y || (x.model == y.model && x.id == y.id)
        case (let x?, let y?): return equal(x, y)
        default: return false
        }
    }
}
