import Foundation
import WidgetLanguage

/// SwiftData as Swift writes it: `ModelContainer(for: Item.self)`, `ModelContext(container)`,
/// `container.mainContext`, `context.fetch(FetchDescriptor<Item>(predicate:sortBy:))`,
/// `fetchCount`, `insert`, `delete`, `save`, `hasChanges`. The container is the widget's
/// own store; every context is the one context of the run (`modelContext`), so what one
/// inserts the others see. The checker reads these calls in `Checker+SwiftData`
/// (the model a descriptor fetches is part of its type, `FetchDescriptor<Item>`).
enum SwiftData {
    static let typeNames: Set = ["ModelContainer", "ModelConfiguration", "ModelContext", "FetchDescriptor", "Query", "Schema", "MainActor",
                                 identifierTypeName]
    static let identifierTypeName = "PersistentIdentifier"

    /// What every `@Model` instance has besides its own properties (`PersistentModel`'s members).
    static let modelMemberTypes: [String: SemanticType] = [
        "persistentModelID": .named(identifierTypeName), "modelContext": .optional(.named("ModelContext")),
        "hasChanges": .bool, "isDeleted": .bool,
    ]

    /// `item.persistentModelID`, `item.modelContext`, …: nil for a name that is none of `modelMemberTypes`.
    static func modelMember(_ record: ModelObject, _ name: String) -> Value? {
        switch name {
        case "persistentModelID": return identifier(of: record)
        case "modelContext": return record.isInserted ? context : .null
        case "hasChanges", "isDeleted": return .bool(false)
        default: return nil
        }
    }

    /// A record's `PersistentIdentifier`: its model's name and its id in the store.
    static func identifier(of record: ModelObject) -> Value {
        Interpreter.foundationObject(identifierTypeName, [("entityName", .string(record.model)), ("id", .string(record.id))])
    }

    static func register(in registry: inout BuiltinRegistry) {
        let containerType = BuiltinType("ModelContainer", instance: .named("ModelContainer")) { _ in container(models: []) }
        containerType.sampleSource = "ModelContainer(for: [])"
        containerType.add(.init("ModelContainer", .initializer, ["for:Any ...", "for:Any configurations:Any ...", "for:Any migrationPlan:Any configurations:Any ..."],
                                result: .named("ModelContainer"),
                                note: "the widget's store; the configurations' arguments are accepted and have no effect; a migration plan's "
                                    + "stages do not run: the store is made with the schema's current models") { i, _, args, r in
            var models: [Value] = []
            for argument in args where argument.label == nil || argument.label == "for" {
                models += try modelTypes(argument.value, i, argument.range)
            }
            return container(models: models)
        })
        containerType.add(.init("mainContext", .property, result: .named("ModelContext")) { _, _, _, _ in context })
        registry.register(type: containerType)

        // `Schema([Item.self, Tag.self])`, as Xcode's template builds the shared container.
        let schema = BuiltinType("Schema", instance: .named("Schema")) { _ in Interpreter.foundationObject("Schema", [("models", .array([]))]) }
        schema.sampleSource = "Schema([])"
        schema.add(.init("Schema", .initializer, ["_:Any", "_:Any version:Any", "versionedSchema:Any"], result: .named("Schema"),
                         note: "Schema(versionedSchema: V2.self): the models the versioned schema lists") { i, _, args, r in
            var models: [Value] = []
            for argument in args where argument.label == nil { models += try modelTypes(argument.value, i, argument.range) }
            if let versioned = args.first(where: { $0.label == "versionedSchema" }) {
                guard case .type(let name) = versioned.value else { throw i.error("Schema(versionedSchema:) takes a VersionedSchema type, such as SchemaV2.self", r) }
                models += try modelTypes(try i.staticMember(name, "models", at: versioned.range), i, versioned.range)
            }
            return Interpreter.foundationObject("Schema", [("models", .array(models))])
        })
        registry.register(type: schema)
        // A `@ModelActor`'s `modelExecutor` (`DefaultSerialModelExecutor(modelContext:)`): its context is the actor's.
        let executor = BuiltinType("DefaultSerialModelExecutor", instance: .named("DefaultSerialModelExecutor")) { _ in
            Interpreter.foundationObject("DefaultSerialModelExecutor", [("modelContext", context)])
        }
        executor.sampleSource = "DefaultSerialModelExecutor(modelContext: ModelContext(ModelContainer(for: [])))"
        executor.add(.init("DefaultSerialModelExecutor", .initializer, ["modelContext:ModelContext"], result: .named("DefaultSerialModelExecutor"),
                           note: "runs on the one thread a widget's code runs on") { _, _, args, _ in
            Interpreter.foundationObject("DefaultSerialModelExecutor", [("modelContext", args.value("modelContext") ?? context)])
        })
        executor.add(.init("modelContext", .property, result: .named("ModelContext")) { _, v, _, _ in Interpreter.field(v, "modelContext") })
        registry.register(type: executor)
        registry.register(type: SwiftDataSchemaVersions.version())
        registry.register(type: SwiftDataSchemaVersions.migrationStage())

        let configuration = BuiltinType("ModelConfiguration", instance: .named("ModelConfiguration")) { _ in configurationValue }
        configuration.add(.init("ModelConfiguration", .initializer, ["", "_:String ...", "isStoredInMemoryOnly:Bool ..."],
                                result: .named("ModelConfiguration"), note: "accepted; the store is the widget's") { _, _, _, _ in
            configurationValue
        })
        registry.register(type: configuration)

        let modelContext = BuiltinType("ModelContext", instance: .named("ModelContext")) { _ in context }
        modelContext.sampleSource = "ModelContext(ModelContainer(for: []))"
        modelContext.add(.init("ModelContext", .initializer, ["_:ModelContainer"], result: .named("ModelContext"),
                               note: "the run's one context on the widget's store") { _, _, _, _ in context })
        modelContext.add(.init("hasChanges", .property, result: .bool, note: "inserts, deletes or changes since the last save") { i, _, _, _ in
            .bool(i.models.hasUnsavedChanges)
        })
        modelContext.add(.init("autosaveEnabled", .property, result: .bool) { _, _, _, _ in .bool(true) })
        modelContext.add(.init("container", .property, result: .named("ModelContainer")) { i, _, _, _ in
            container(models: i.program.symbols.types.keys.filter { i.program.symbols.types[$0]?.kind == .model }.sorted().map { .type($0) })
        })
        modelContext.add(.init("insert", .method, ["_:Any"], result: .void, note: "written in the perform's transaction") { i, _, args, r in
            try i.insertOrDelete("insert", args, at: r)
        })
        modelContext.add(.init("delete", .method, ["_:Any", "model:Any where?:Any"], result: .void) { i, _, args, r in
            if args.first?.label == "model" { return try i.deleteAll(args, at: r) }
            return try i.insertOrDelete("delete", args, at: r)
        })
        modelContext.add(.init("save", .method, [""], result: .void, note: "the perform's transaction commits when it ends") { i, _, _, _ in
            i.models.hasUnsavedChanges = false
            return .null
        })
        modelContext.add(.init("processPendingChanges", .method, [""], result: .void,
                               note: "does nothing: each insert, change and delete is in the store when it is made") { _, _, _, _ in .null })
        modelContext.add(.init("transaction", .method, ["{}!", "block:Closure"], result: .void,
                               note: "runs the block in the block's transaction, then marks the context saved") { i, _, args, r in
            guard case .closure(let closure)? = args.first(where: { $0.label == "{}" || $0.label == "block" })?.value else {
                throw i.error("transaction takes a closure", r)
            }
            _ = try i.callClosure(closure, [], at: r)
            i.models.hasUnsavedChanges = false
            return .null
        })
        for name in ["model", "registeredModel"] {
            modelContext.add(.init(name, .method, ["for:PersistentIdentifier"], result: name == "model" ? .unknown : .optional(.unknown),
                                   note: "the record the identifier names, read from the widget's store") { i, _, args, r in
                guard case .object(let identifier)? = args.value("for"), identifier.type == identifierTypeName,
                      case .string(let model)? = identifier["entityName"], case .string(let id)? = identifier["id"] else {
                    throw i.error("\(name)(for:) takes a PersistentIdentifier", r)
                }
                if let record = try i.models.find(model, id: id, at: r) { return .record(record) }
                if name == "registeredModel" { return .null }
                throw i.error("no \(model) with this identifier is in the store", r)
            })
        }
        modelContext.add(.init("fetch", .method, ["_:FetchDescriptor"], result: .array(.unknown)) { i, _, args, r in
            .array(try i.fetch(descriptor: args.first?.value ?? .null, at: r).map { .record($0) })
        })
        modelContext.add(.init("fetchCount", .method, ["_:FetchDescriptor"], result: .int) { i, _, args, r in
            .int(try i.fetch(descriptor: args.first?.value ?? .null, at: r).count)
        })
        registry.register(type: modelContext)

        let identifier = BuiltinType(identifierTypeName, instance: .named(identifierTypeName)) { _ in
            Interpreter.foundationObject(identifierTypeName, [("entityName", .string("Item")), ("id", .string("1"))])
        }
        identifier.sampleSource = "item.persistentModelID"
        identifier.add(.init("entityName", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "entityName") })
        identifier.add(.init("storeIdentifier", .property, result: .optional(.string), note: "the widget's one store") { _, _, _, _ in
            .string("default")
        })
        registry.register(type: identifier)

        let descriptor = BuiltinType("FetchDescriptor", instance: .named("FetchDescriptor")) { _ in fetchDescriptor(model: nil) }
        descriptor.sampleSource = "FetchDescriptor()"
        descriptor.add(.init("FetchDescriptor", .initializer, ["predicate?:Any sortBy?:Any"], result: .named("FetchDescriptor"),
                             note: "written FetchDescriptor<Item>(…); the predicate is compiled to SQL") { i, receiver, args, r in
            guard case .type(let written) = receiver else { return fetchDescriptor(model: nil) }
            var model = GenericName.arguments(of: written).first
            // (`FetchDescriptor<Note>` where `typealias Note = NotesSchemaV2.Note`: the model the alias names.)
            if let named = model, i.program.symbols.types[named] == nil, let target = i.aliasTarget(named) { model = target }
            // (`FetchDescriptor<T>(predicate: p)` where T was not told: the model the predicate is of.)
            if let named = model, i.program.symbols.types[named]?.kind != .model { model = nil }
            if model == nil, case .closure(let predicate)? = args.value("predicate") { model = parameterModel(predicate.closure) }
            var value = fetchDescriptor(model: model)
            for argument in args {
                switch argument.label {
                case "predicate": value[argumentField: "predicate"] = argument.value
                case "sortBy": value[argumentField: "sortBy"] = argument.value
                default: throw i.error("FetchDescriptor takes 'predicate:' and 'sortBy:'", argument.range)
                }
            }
            return value
        })
        for (name, type) in [("fetchLimit", SemanticType.optional(.int)), ("fetchOffset", .optional(.int)),
                             ("includePendingChanges", .bool), ("sortBy", .array(.keyPath)), ("predicate", .closure),
                             ("propertiesToFetch", .array(.keyPath)), ("relationshipKeyPathsForPrefetching", .array(.keyPath))] {
            descriptor.add(.init(name, .property, result: type) { _, d, _, _ in Interpreter.field(d, name) })
        }
        registry.register(type: descriptor)

        let queryType = BuiltinType("Query", instance: .named("Query")) { _ in query(written: "Query", []) }
        queryType.sampleSource = "Query()"
        queryType.add(.init("Query", .initializer, ["filter?:Any sort?:Any order?:Any animation?:Any", "_:FetchDescriptor"], result: .named("Query"),
                        note: "a @Query property's query (`_items = Query(…)` in an initializer)") { _, receiver, args, _ in
            guard case .type(let written) = receiver else { return query(written: "Query", args) }
            return query(written: written, args)
        })
        registry.register(type: queryType)

        // `await MainActor.run { … }`: one thread runs everything, so the closure runs at once.
        let mainActor = BuiltinType("MainActor", instance: .named("MainActor")) { _ in .type("MainActor") }
        mainActor.sampleSource = "MainActor"
        for name in ["run", "assumeIsolated"] {
            mainActor.add(.init(name, .staticMethod, ["{}!", "body:Closure"], result: .unknown, note: "runs the closure at once") { i, _, args, r in
                guard case .closure(let closure)? = args.first(where: { $0.label == "{}" || $0.label == "body" })?.value else {
                    throw i.error("MainActor.\(name) takes a closure", r)
                }
                return try i.callClosure(closure, [], at: r)
            })
        }
        registry.register(type: mainActor)

        // `.modelContainer(for: Item.self)` on a preview's view, `.modelContext(context)`: the widget's store already is the container.
        registry.register(modifier: BuiltinModifier("modelContainer", ["for:Any", "_:ModelContainer"], body: BuiltinModifier.unchanged))
        registry.register(modifier: BuiltinModifier("modelContext", ["_:ModelContext"], body: BuiltinModifier.unchanged))
    }

    /// Every context is the run's one context (the one `modelContext` names).
    static let context = Interpreter.foundationObject("ModelContext", [])
    static let configurationValue = Interpreter.foundationObject("ModelConfiguration", [])

    static func container(models: [Value]) -> Value {
        Interpreter.foundationObject("ModelContainer", [("models", .array(models))])
    }

    static func fetchDescriptor(model: String?) -> Value {
        Interpreter.foundationObject("FetchDescriptor", [
            ("model", model.map { .type($0) } ?? .null), ("predicate", .null), ("sortBy", .array([])),
            ("fetchLimit", .null), ("fetchOffset", .null), ("includePendingChanges", .bool(true)),
        ])
    }

    /// `Item.self`, `[Item.self, Tag.self]`.
    static func modelTypes(_ value: Value, _ i: Interpreter, _ range: SourceRange) throws -> [Value] {
        switch value {
        case .type(let name):
            guard i.program.symbols.types[name]?.kind == .model else { throw i.error("'\(name)' is not a model", range) }
            return [value]
        case .array(let items): return try items.flatMap { try modelTypes($0, i, range) }
        case .object(let object) where object.type == "Schema": return try modelTypes(object["models"] ?? .array([]), i, range)
        default: throw i.error("ModelContainer(for:) takes model types such as Item.self", range)
        }
    }
}

extension Value {
    /// A field of a built-in object value (`FetchDescriptor`'s `predicate`, …).
    subscript(argumentField name: String) -> Value {
        get { Interpreter.field(self, name) }
        set {
            guard case .object(var object) = self else { return }
            object[name] = newValue
            self = .object(object)
        }
    }
}

/// A generic type as an expression writes it, `FetchDescriptor<Item>`: the parser keeps
/// the name with its arguments (`Parser.scanGenericArguments`).
enum GenericName {
    /// `FetchDescriptor` for `FetchDescriptor<Item>`; nil for a name without arguments.
    static func base(_ name: String) -> String? {
        // Most names have no arguments: one byte says so.
        guard name.utf8.last == UInt8(ascii: ">"), let open = name.firstIndex(of: "<") else { return nil }
        return String(name[..<open])
    }

    /// `["Item"]` for `FetchDescriptor<Item>` (top-level arguments, trimmed).
    static func arguments(of name: String) -> [String] {
        guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return [] }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        var result: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "<", "[": depth += 1; current.append(character)
            case ">", "]": depth -= 1; current.append(character)
            case "," where depth == 0:
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            default: current.append(character)
            }
        }
        result.append(current.trimmingCharacters(in: .whitespaces))
        return result.filter { !$0.isEmpty }
    }
}
