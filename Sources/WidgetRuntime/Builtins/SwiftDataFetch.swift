import WidgetLanguage
import WidgetStore

/// What SwiftData's fetches run: a `FetchDescriptor` and a `@Query` attribute become
/// the arguments of `Model.query(filter:sort:limit:offset:)`, so a predicate is
/// compiled to SQL exactly as a query's filter is.
extension Interpreter {
    /// `context.fetch(descriptor)`, `context.fetchCount(descriptor)`.
    func fetch(descriptor: Value, at range: SourceRange) throws -> [ModelObject] {
        guard case .object(let object) = descriptor, object.type == "FetchDescriptor" else {
            throw error("fetch takes a FetchDescriptor, as in FetchDescriptor<Item>()", range)
        }
        guard case .type(let model)? = object["model"] else {
            throw error("this FetchDescriptor does not name its model; write FetchDescriptor<Item>(…)", range)
        }
        var arguments: [CallArgument] = []
        if let predicate = object["predicate"], case .closure = predicate {
            arguments.append(CallArgument(label: "filter", value: predicate, range: range))
        }
        if let sort = object["sortBy"] { arguments.append(CallArgument(label: "sort", value: sort, range: range)) }
        for (field, label) in [("fetchLimit", "limit"), ("fetchOffset", "offset")] {
            switch object[field] {
            case .int?: arguments.append(CallArgument(label: label, value: object[field] ?? .null, range: range))
            case .null?, nil: break
            case let other?: throw error("'\(field)' is an Int, not \(typeName(of: other))", range)
            }
        }
        return try runQuery(model, arguments, at: range)
    }

    /// `context.delete(model: Item.self, where: predicate)`: every matching record (all without `where:`).
    func deleteAll(_ args: [CallArgument], at range: SourceRange) throws -> Value {
        guard case .type(let model)? = args.first?.value, program.symbols.types[model]?.kind == .model else {
            throw error("'delete(model:)' takes a model type such as Item.self", range)
        }
        try models.requireWrites(blockKind, "'delete(model:)'", at: range)
        let filter = args.first { $0.label == "where" }.map { CallArgument(label: "filter", value: $0.value, range: $0.range) }
        for object in try runQuery(model, filter.map { [$0] } ?? [], at: range) {
            try waitingForIO { try models.delete(object, at: range) }
        }
        return .null
    }

    /// The records a `@Query(filter:sort:order:)` field of a struct or view holds:
    /// `@Query(filter: #Predicate<Item> { !$0.isDone }, sort: \Item.createdAt, order: .reverse) var items: [Item]`,
    /// `@Query(sort: [SortDescriptor(\Item.name)]) var items: [Item]`, `@Query(FetchDescriptor<Item>(…)) var items: [Item]`.
    /// Read when the value is made (a view's body reads the store as it is when the view is built).
    func evaluateQueryAttribute(_ attribute: Attribute, fieldType: TypeRef?, of typeName: String, at range: SourceRange) throws -> Value {
        let env = Environment(parent: nil)
        // `@Query(todoDescriptor)`: the arguments may name the type's statics.
        env.define("self", .type(typeName))
        let arguments = try attribute.arguments.map { CallArgument(label: $0.label, value: try eval($0.value, env), range: $0.value.range) }
        return try queryRecords(SwiftData.query(written: "Query", arguments), fieldType: fieldType, at: attribute.range)
    }

    /// The records of a `Query` value (`Query(filter:sort:order:)`, what `_items = Query(…)` assigns
    /// in an initializer) for a property of type `fieldType` (`[Item]` names the model).
    func queryRecords(_ query: Value, fieldType: TypeRef?, at range: SourceRange) throws -> Value {
        guard case .object(let object) = query, object.type == "Query" else {
            throw error("a @Query property takes a Query, as in Query(filter: …, sort: …)", range)
        }
        if let descriptor = object["descriptor"], !descriptor.isNull {
            return .array(try fetch(descriptor: descriptor, at: range).map { .record($0) })
        }
        var model: String?
        if case .type(let name)? = object["model"] { model = name }
        if model == nil { model = fieldType.flatMap(SwiftData.queriedModel(of:)) }
        guard let model, program.symbols.types[model]?.kind == .model else {
            throw error("@Query needs a list of a model, as in '@Query var items: [Item]'", range)
        }
        var arguments: [CallArgument] = []
        if let filter = object["filter"], case .closure = filter { arguments.append(CallArgument(label: "filter", value: filter, range: range)) }
        if let sort = object["sort"], !sort.isNull { arguments.append(CallArgument(label: "sort", value: sort, range: range)) }
        if let order = object["order"] { arguments.append(CallArgument(label: "order", value: order, range: range)) }
        return .array(try runQuery(model, arguments, at: range).map { .record($0) })
    }
}

extension SwiftData {
    /// A query not yet run: `Query(filter:sort:order:)`, `Query<Item, [Item]>(…)`, `Query(descriptor)`.
    /// The model is its generic argument, its predicate's parameter type, or (when it runs) the property's type.
    static func query(written: String, _ arguments: [CallArgument]) -> Value {
        var model = GenericName.arguments(of: written).first
        var fields: [(String, Value)] = []
        for argument in arguments {
            switch argument.label {
            case nil: fields.append(("descriptor", argument.value))
            case "filter"?:
                if model == nil, case .closure(let closure) = argument.value { model = parameterModel(closure.closure) }
                fields.append(("filter", argument.value))
            case "sort"?: fields.append(("sort", argument.value))
            case "order"?: fields.append(("order", argument.value))
            default: break  // `animation:`, `transaction:`: nothing to animate in a terminal
            }
        }
        return Interpreter.foundationObject("Query", [("model", model.map { .type($0) } ?? .null)] + fields)
    }

    /// `Item` for a field written `[Item]`.
    static func queriedModel(of type: TypeRef) -> String? {
        if case .array(let element) = type.kind, case .named(let name) = element.kind { return name }
        return nil
    }

    /// `Item` for a predicate written `{ (item: Item) in … }` (what `#Predicate<Item> { item in … }` becomes).
    static func parameterModel(_ closure: Closure) -> String? {
        if let type = closure.parameters.first?.type, case .named(let name) = type.kind { return name }
        return nil
    }
}
