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
            try models.delete(object, at: range)
        }
        return .null
    }

    /// The records a `@Query(filter:sort:order:)` field of a struct or view holds:
    /// `@Query(filter: #Predicate<Item> { !$0.isDone }, sort: \Item.createdAt, order: .reverse) var items: [Item]`,
    /// `@Query(sort: [SortDescriptor(\Item.name)]) var items: [Item]`, `@Query(FetchDescriptor<Item>(…)) var items: [Item]`.
    /// Read when the value is made (a view's body reads the store as it is when the view is built).
    func evaluateQueryAttribute(_ attribute: Attribute, fieldType: TypeRef?, at range: SourceRange) throws -> Value {
        let env = Environment(parent: nil)
        var model = fieldType.flatMap(SwiftData.queriedModel(of:))
        var arguments: [CallArgument] = []
        var reverse = false
        for argument in attribute.arguments {
            let value = try eval(argument.value, env)
            switch argument.label {
            case nil:
                return .array(try fetch(descriptor: value, at: argument.value.range).map { .record($0) })
            case "filter":
                if case .closure(let closure) = value, model == nil { model = SwiftData.parameterModel(closure.closure) }
                arguments.append(CallArgument(label: "filter", value: value, range: argument.value.range))
            case "sort":
                arguments.append(CallArgument(label: "sort", value: value, range: argument.value.range))
            case "order":
                if case .member("reverse", _) = value { reverse = true }
            default:
                break  // `animation:`, `transaction:`: nothing to animate in a terminal
            }
        }
        guard let model, program.symbols.types[model]?.kind == .model else {
            throw error("@Query needs a list of a model, as in '@Query var items: [Item]'", attribute.range)
        }
        if reverse, let index = arguments.firstIndex(where: { $0.label == "sort" }), case .keyPath(let path) = arguments[index].value {
            arguments[index].value = .sortDescriptor(path: path, reverse: true)
        }
        return .array(try runQuery(model, arguments, at: attribute.range).map { .record($0) })
    }
}

extension SwiftData {
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
