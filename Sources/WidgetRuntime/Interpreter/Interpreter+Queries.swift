import WidgetLanguage
import WidgetStore

extension Interpreter {
    /// `Model.query(filter:sort:order:limit:offset:)`: compiled to SQL where the filter
    /// allows, evaluated record by record otherwise. `order: .reverse` reverses a sort
    /// written as key paths (as `@Query(sort: \.date, order: .reverse)` does).
    func runQuery(_ model: String, _ args: [CallArgument], at range: SourceRange) throws -> [ModelObject] {
        var query = Query(model)
        var residual: ClosureValue?
        var args = args
        if let order = args.firstIndex(where: { $0.label == "order" }) {
            if case .member("reverse", _) = args[order].value, let sort = args.firstIndex(where: { $0.label == "sort" }) {
                args[sort].value = Self.reversingKeyPaths(args[sort].value)
            }
            args.remove(at: order)
        }
        for argument in args {
            switch argument.label {
            case "filter":
                guard case .closure(let closure) = argument.value else { throw error("'filter:' takes a closure", argument.range) }
                if let filter = try compileFilter(closure, model: model) { query.filter = filter } else { residual = closure }
            case "sort":
                query.sort = try sortKeys(argument.value, at: argument.range)
            case "limit":
                query.limit = max(0, try int(argument.value, argument.range))
            case "offset":
                query.offset = max(0, try int(argument.value, argument.range))
            default:
                break
            }
        }
        guard let residual else { return try waitingForIO { try models.fetch(query, at: range) } }
        // The filter needs the interpreter: fetch in order, then filter, offset and limit here.
        let limit = query.limit, offset = query.offset ?? 0
        query.limit = nil
        query.offset = nil
        var matched: [ModelObject] = []
        for object in try waitingForIO({ try models.fetch(query, at: range) }) {
            if try truth(try callClosure(residual, [.record(object)], at: range), range) { matched.append(object) }
        }
        let start = min(offset, matched.count)
        let end = limit.map { min(matched.count, start + $0) } ?? matched.count
        return Array(matched[start..<end])
    }

    func compileFilter(_ closure: ClosureValue, model: String) throws -> Filter? {
        let schema = models.store.schema
        let compiler = QueryFilterCompiler(
            parameter: closure.closure.parameters.first?.name ?? "$0",
            fieldType: { path in Self.fieldType(path, model: model, schema: schema) },
            constant: { expr in
                let value = try self.eval(expr, closure.environment)
                return try self.models.storeValue(value, type: Self.guessType(value), at: expr.range)
            },
            enumRaw: { self.models.enums.raw($0, $1) })
        do {
            return try compiler.compile(closure.closure)
        } catch is QueryFilterCompiler.Unsupported {
            return nil
        }
    }

    static func guessType(_ value: Value) -> FieldType {
        switch value {
        case .double: return .double
        case .date: return .date
        case .bool: return .bool
        case .int: return .int
        case .array: return .array(.string)
        default: return .string
        }
    }

    /// The stored type at a path (following to-one relationships), or nil.
    static func fieldType(_ path: [String], model: String, schema: Schema) -> FieldType? {
        var current = schema.model(named: model)
        for (index, name) in path.enumerated() {
            guard let modelSchema = current else { return nil }
            if index == path.count - 1 {
                if let field = modelSchema.field(named: name) { return field.type }
                if let relationship = modelSchema.relationship(named: name) { return relationship.kind == .toOne ? .id : .array(.id) }
                return nil
            }
            guard let relationship = modelSchema.relationship(named: name), relationship.kind == .toOne else { return nil }
            current = schema.model(named: relationship.target)
        }
        return nil
    }

    /// `\.date` as `SortDescriptor(\.date, order: .reverse)`, in a list too.
    static func reversingKeyPaths(_ value: Value) -> Value {
        switch value {
        case .keyPath(let path): return .sortDescriptor(path: path, reverse: true)
        case .array(let items): return .array(items.map(reversingKeyPaths))
        default: return value
        }
    }

    func sortKeys(_ value: Value, at range: SourceRange) throws -> [SortKey] {
        switch value {
        case .array(let items): return try items.flatMap { try sortKeys($0, at: range) }
        case .keyPath(let path): return [SortKey(.value(FieldPath(path)))]
        case .sortDescriptor(let path, let reverse): return [SortKey(.value(FieldPath(path)), ascending: !reverse)]
        case .member("init", let payload):
            // `sortBy: [.init(\.date)]`, `.init(\.name, order: .reverse)`: a SortDescriptor written without its type.
            guard case .tuple(let arguments)? = payload.first, case .keyPath(let path)? = arguments.elements.first else { break }
            let order = zip(arguments.labels, arguments.elements).first { $0.0 == "order" }?.1
            var reverse = false
            if case .member("reverse", _)? = order { reverse = true }
            return [SortKey(.value(FieldPath(path)), ascending: !reverse)]
        case .null: return []
        default: break
        }
        throw error("'sort:' takes key paths such as [\\.name] or SortDescriptor(\\.name, order: .reverse)", range)
    }
}
