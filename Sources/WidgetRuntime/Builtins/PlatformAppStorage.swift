import Foundation
import WidgetLanguage

/// `@AppStorage("key", store: UserDefaults(suiteName: "group.x")) var name: T = default`.
/// The Swift front end makes the property read `AppStorage(wrappedValue:_:store:).wrappedValue`
/// and assign through `.set(_:)`; the value lives where `UserDefaults` keeps that key
/// (`.standard` without a store), so `UserDefaults(suiteName:)` sees it and the other way
/// round, and another process on the store (a tap, `widgetry perform`) too. Without a default (`AppStorage("key")`, of an
/// optional value) the default is nil. As in Swift,
/// a key that is not set, or holds a value of another type, reads as the default; an enum
/// with raw values is kept as its raw value.
enum PlatformAppStorage {
    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("AppStorage")
        let storage = BuiltinType("AppStorage", instance: type) { _ in
            Interpreter.foundationObject("AppStorage", [("key", .string("count")), ("store", .null), ("default", .int(0))])
        }
        storage.sampleSource = "AppStorage(wrappedValue: 0, \"count\")"
        storage.add(.init("AppStorage", .initializer, ["wrappedValue?:Any _:String store?:UserDefaults?"], result: type,
                          note: "what @AppStorage(\"key\", store:) reads and writes: the key of UserDefaults, kept in the widget's store") { i, _, args, r in
            Interpreter.foundationObject("AppStorage", [("key", .string(try i.string(args.value(nil), r))), ("store", args.value("store") ?? .null),
                                                        ("default", args.value("wrappedValue") ?? .null)])
        })
        storage.add(.init("wrappedValue", .property, result: .unknown, note: "the stored value, or the default when the key holds none of its type") { i, s, _, r in
            try i.appStorageValue(s, at: r)
        })
        storage.add(.init("set", .method, ["_:Any"], result: .void, note: "an assignment to the property; nil removes the key; an unchanged value is not written") { i, s, args, r in
            try i.appStorageSet(s, args.first?.value ?? .null, at: r)
            return .null
        })
        registry.register(type: storage)
    }
}

extension Interpreter {
    private func appStorageParts(_ storage: Value, at range: SourceRange) throws -> (store: Value, key: String, fallback: Value) {
        var store = Interpreter.field(storage, "store")
        if case .null = store { store = Interpreter.foundationObject("UserDefaults", [("suite", .string("standard"))]) }
        return (store, try string(Interpreter.field(storage, "key"), range), Interpreter.field(storage, "default"))
    }

    func appStorageValue(_ storage: Value, at range: SourceRange) throws -> Value {
        let (store, key, fallback) = try appStorageParts(storage, at: range)
        let stored = try defaults(store, get: key, at: range)
        switch (fallback, stored) {
        case (_, .null): return fallback
        case (.null, _): return stored  // `Date?`, `String?`: whatever is kept
        case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.date, .date), (.data, .data): return stored
        case (.double, .int(let n)): return .double(Double(n))
        case (.int, .double(let d)) where d.isFinite && d == d.rounded() && abs(d) < 9e18: return .int(Int(d))
        case (.enumCase(let type, _, _), _): return try enumCase(type, rawValue: stored) ?? fallback
        default: return fallback
        }
    }

    func appStorageSet(_ storage: Value, _ value: Value, at range: SourceRange) throws {
        let (store, key, fallback) = try appStorageParts(storage, at: range)
        var kept = value
        if case .enumCase(let type, let name, _) = value { kept = try rawValue(type, name) }
        // `unit = .imperial`: the case of the property's enum.
        if case .member(let name, let arguments) = value, arguments.isEmpty, case .enumCase(let type, _, _) = fallback { kept = try rawValue(type, name) }
        // Only a change is written: reading a property in a placeholder or a view never writes.
        let current = try defaults(store, get: key, at: range)
        if ValueCodec.encode(current).text == ValueCodec.encode(kept).text { return }
        try defaults(store, set: kept, key: key, at: range)
    }
}
