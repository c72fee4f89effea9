import WidgetLanguage

/// SwiftData as Swift writes it (Builtins/SwiftData.swift): containers, contexts,
/// `FetchDescriptor<Item>` (its model is part of its type, so `fetch` gives `[Item]`),
/// predicates (checked and compiled like a query's filter) and `@Query` fields.
extension Checker {
    static func isModelContext(_ type: SemanticType) -> Bool {
        switch type {
        case .named(let name), .optional(.named(let name)), .metatype(let name): return name == "ModelContext"
        default: return false
        }
    }

    /// `ModelContainer(…)`, `ModelConfiguration(…)`, `ModelContext(…)`, `FetchDescriptor<Item>(…)`,
    /// `SortDescriptor<Item>(…)`; nil for any other name.
    func swiftDataCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                       in scope: Scope, expected: SemanticType? = nil) -> SemanticType? {
        let base = GenericName.base(name) ?? name
        switch base {
        case "ModelContainer":
            for argument in arguments {
                switch argument.label {
                case nil, "for"?: checkModelTypes(argument.value, in: scope)
                // (`migrationPlan: Plan.self`: its stages do not run, the widget's store is made with the current models.)
                case "configurations"?, "migrationPlan"?: infer(argument.value, in: scope)
                default:
                    error("ModelContainer takes 'for:' model types (Item.self), 'migrationPlan:' and 'configurations:'", at: argument.labelRange ?? argument.value.range)
                }
            }
            return .named("ModelContainer")
        case "ModelConfiguration":
            inferArguments(arguments, in: scope)
            return .named("ModelConfiguration")
        case "Schema":
            for argument in arguments {
                if argument.label == nil { checkModelTypes(argument.value, in: scope) } else { infer(argument.value, in: scope) }
            }
            return .named("Schema")
        case "ModelContext":
            guard arguments.count == 1, arguments[0].label == nil else {
                inferArguments(arguments, in: scope)
                error("ModelContext takes one container, as in 'ModelContext(container)'", at: call.range)
                return .named("ModelContext")
            }
            let type = infer(arguments[0].value, in: scope)
            if !type.isAssignable(to: .named("ModelContainer")) {
                error("ModelContext takes a ModelContainer, not \(type)", at: arguments[0].value.range)
            }
            return .named("ModelContext")
        case "FetchDescriptor":
            return fetchDescriptorType(name, callee: callee, arguments: arguments, in: scope, expected: expected)
        case "Query":
            return queryValueType(name, callee: callee, arguments: arguments, in: scope)
        case "SortDescriptor" where base != name:
            if let model = GenericName.arguments(of: name).first, let symbol = modelSymbol(model, at: callee.range) {
                checkSort(call, of: symbol, in: scope)
            }
            return .keyPath
        default:
            guard base != name else { return nil }
            // `Response<Repo>(…)`: a type of the file with its generic arguments written.
            if let symbol = symbols.types[base] {
                return initializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope)
            }
            // `Set<String>(…)`: a built-in, called by its name.
            return namedCall(base, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope)
        }
    }

    /// `FetchDescriptor<Item>(predicate: { … }, sortBy: [SortDescriptor(\.name)])`.
    func fetchDescriptorType(_ name: String, callee: Expr, arguments: [Argument], in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        var model = GenericName.arguments(of: name).first
        // `FetchDescriptor<Note>` where `typealias Note = NotesSchemaV2.Note`: the model the alias names.
        if let named = model, symbols.types[named] == nil, let target = aliasTarget(named) { model = target.name }
        // `let descriptor: FetchDescriptor<Item> = FetchDescriptor()`: the model the context's type names (the value takes it
        // when it is stored there: `Interpreter.coerce(_:toWritten:)`).
        if model == nil, case .named(let written)? = expected?.unwrapped, GenericName.base(written) == "FetchDescriptor" {
            model = GenericName.arguments(of: written).first
        }
        if model == nil, let predicate = arguments.first(where: { $0.label == "predicate" }) {
            // `predicate: #Predicate<Day> { … }`, or a local that holds one (`FetchDescriptor(predicate: predicate)`).
            if case .closure(let closure) = predicate.value.kind { model = SwiftData.parameterModel(closure) }
            if case .identifier(let name) = predicate.value.kind { model = scope.lookup(name)?.predicateModel }
            if model == nil { model = staticPredicateModel(predicate.value) }
        }
        // `FetchDescriptor(predicate: filter.predicate)`, a predicate the checker does not follow to its `#Predicate<Item>`
        // (a function's result, a property of a value): the model is the predicate's, known when it runs, as for `T` below.
        if model == nil, arguments.contains(where: { $0.label == "predicate" }) {
            checkDynamicDescriptorArguments(arguments, in: scope)
            return .named("FetchDescriptor")
        }
        guard let model else {
            inferArguments(arguments, in: scope)
            error("write the model this descriptor fetches: FetchDescriptor<Item>(…)", at: callee.range)
            return .unknown
        }
        // `FetchDescriptor<T>(…)` in `func load<T: PersistentModel>`: the model the call gives T, known when it runs.
        if genericNames.contains(model) {
            checkDynamicDescriptorArguments(arguments, in: scope)
            return .named("FetchDescriptor")
        }
        guard let symbol = modelSymbol(model, at: callee.range) else {
            inferArguments(arguments, in: scope)
            return .unknown
        }
        for argument in arguments {
            switch argument.label {
            case "predicate"?: checkPredicate(argument.value, model: model, in: scope)
            case "sortBy"?: checkSort(argument.value, of: symbol, in: scope)
            default:
                infer(argument.value, in: scope)
                error("FetchDescriptor takes 'predicate:' and 'sortBy:'; set 'fetchLimit' on it afterwards",
                      at: argument.labelRange ?? argument.value.range)
            }
        }
        return .named("FetchDescriptor<\(model)>")
    }

    /// The arguments of a descriptor whose model is known when it runs: each is checked as an expression, and only
    /// `predicate:` and `sortBy:` are taken.
    private func checkDynamicDescriptorArguments(_ arguments: [Argument], in scope: Scope) {
        for argument in arguments {
            infer(argument.value, in: scope)
            if argument.label != "predicate", argument.label != "sortBy" {
                error("FetchDescriptor takes 'predicate:' and 'sortBy:'; set 'fetchLimit' on it afterwards",
                      at: argument.labelRange ?? argument.value.range)
            }
        }
    }

    /// `Reminder.open`, a predicate a model declares as a static: the model its type names (`static var open: Predicate<Reminder>
    /// { … }`) or its closure's parameter does (`static let open = #Predicate<Reminder> { … }`); nil for another value.
    func staticPredicateModel(_ value: Expr) -> String? {
        guard case .member(let base, let property, _) = value.kind, case .identifier(let typeName) = base.kind else { return nil }
        if let symbol = symbols.types[typeName], let written = instanceComputed(property, of: symbol, isStatic: true)?.type,
           case .generic("Predicate", let arguments) = written.kind, case .named(let named)? = arguments.first?.kind {
            return named
        }
        guard let index = declarationIndex[typeName] else { return nil }
        switch tree.declarations[index].kind {
        case .model(let body), .structure(let body):
            guard case .closure(let closure)? = body.fields.first(where: { $0.isStatic && $0.name == property })?.defaultValue?.kind else { return nil }
            return SwiftData.parameterModel(closure)
        default:
            return nil
        }
    }

    /// The model a type name names, or a located error.
    func modelSymbol(_ name: String, at range: SourceRange) -> TypeSymbol? {
        guard let symbol = symbols.types[name] else {
            error("unknown model '\(name)'\(suggestion(name, symbols.types.keys.filter { self.symbols.types[$0]?.kind == .model }))", at: range)
            return nil
        }
        guard symbol.kind == .model else {
            error("'\(name)' is not a model (a @Model class or a 'model')", at: range)
            return nil
        }
        return symbol
    }

    /// `Item.self`, `[Item.self, Tag.self]`.
    func checkModelTypes(_ value: Expr, in scope: Scope) {
        switch value.kind {
        case .array(let items): items.forEach { checkModelTypes($0, in: scope) }
        case .member(let base, "self", _):
            if case .identifier(let name) = base.kind {
                if modelSymbol(name, at: base.range) != nil { bindName(name, .type(name), at: base.range) }
            } else {
                infer(value, in: scope)
            }
        default:
            let type = infer(value, in: scope)
            if case .metatype(let name) = type { _ = modelSymbol(name, at: value.range) } else if !type.isUnknown, type != .named("Schema") {
                error("ModelContainer(for:) takes model types such as Item.self, not \(type)", at: value.range)
            }
        }
    }

    /// A predicate (`#Predicate<Item> { … }` arrives as a closure): a Bool of the record,
    /// compiled to SQL where the store can compute it (a warning says where it cannot).
    func checkPredicate(_ value: Expr, model: String, in scope: Scope, what: String = "a predicate") {
        guard case .closure(let closure) = value.kind else {
            infer(value, in: scope)
            return
        }
        let kind: BlockContext.Kind = context.kind == .view ? .preview : context.kind
        let errors = diagnostics.count { $0.severity == .error }
        let type = within(kind) { inferClosure(closure, in: scope, parameterTypes: [.named(model)]) }
        if !type.isAssignable(to: .bool) { error("\(what) must give a Bool, not \(type)", at: value.range) }
        // Where it runs matters only once it is right.
        if diagnostics.count(where: { $0.severity == .error }) == errors { warnIfNotCompilable(closure, model: model) }
    }

    /// `context.insert(x)`, `fetch`, `fetchCount`, `delete`, `delete(model:where:)`, `save()`,
    /// on a `ModelContext` or on `modelContext`.
    func modelContextCall(_ name: String, nameRange: SourceRange, call: Expr, arguments: [Argument],
                          trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        let methods = ["insert", "delete", "save", "fetch", "fetchCount", "transaction", "model", "registeredModel", "processPendingChanges"]
        switch name {
        case "model", "registeredModel":
            // `context.model(for: id) as? Item`: the record the identifier names, of whichever model it is.
            inferArguments(arguments, in: scope)
            if arguments.count != 1 || arguments[0].label != "for" {
                error("'\(name)' takes one PersistentIdentifier, as in '\(name)(for: item.persistentModelID)'", at: call.range)
            }
            return name == "model" ? .unknown : .optional(.unknown)
        case "insert", "delete":
            if name == "delete", arguments.first?.label == "model" {
                requireWrites("'delete(model:)'", at: call.range)
                guard case .member(let base, "self", _) = arguments[0].value.kind, case .identifier(let model) = base.kind,
                      modelSymbol(model, at: arguments[0].value.range) != nil else {
                    if case .member(_, "self", _) = arguments[0].value.kind {} else {
                        error("'model:' takes a model type such as Item.self", at: arguments[0].value.range)
                    }
                    inferArguments(Array(arguments.dropFirst()), in: scope)
                    return .void
                }
                for argument in arguments.dropFirst() {
                    if argument.label == "where" { checkPredicate(argument.value, model: model, in: scope) } else {
                        infer(argument.value, in: scope)
                        error("'delete(model:)' takes 'where:' and 'includeSubclasses:'", at: argument.labelRange ?? argument.value.range)
                    }
                }
                return .void
            }
            return insertOrDeleteCall(name, call: call, arguments: arguments, in: scope)
        case "save", "processPendingChanges":
            inferArguments(arguments, in: scope)
            return .void
        case "transaction":
            inferArguments(arguments, in: scope)
            inferTrailing(trailing, in: scope, parameterTypes: [])
            if trailing.isEmpty, arguments.isEmpty { error("'transaction' takes a closure, as in 'try context.transaction { … }'", at: call.range) }
            return .void
        case "fetch", "fetchCount":
            guard arguments.count == 1, arguments[0].label == nil else {
                inferArguments(arguments, in: scope)
                error("'\(name)' takes one FetchDescriptor, as in '\(name)(FetchDescriptor<Item>())'", at: call.range)
                return name == "fetch" ? .array(.unknown) : .int
            }
            let type = infer(arguments[0].value, in: scope, expected: .named("FetchDescriptor"))
            var model: String?
            if case .named(let written) = type, GenericName.base(written) == "FetchDescriptor" { model = GenericName.arguments(of: written).first }
            // A descriptor of a generic function's model (`FetchDescriptor<T>`): records of the model it is given.
            if let found = model, genericNames.contains(found) || symbols.types[found] == nil { model = nil }
            if model == nil, !type.isUnknown, type != .named("FetchDescriptor") {
                error("'\(name)' takes a FetchDescriptor, not \(type)", at: arguments[0].value.range)
            }
            if name == "fetchCount" { return .int }
            return .array(model.map { .named($0) } ?? .unknown)
        default:
            inferArguments(arguments, in: scope)
            error("ModelContext has no method '\(name)'\(suggestion(name, methods))", at: nameRange)
            return .unknown
        }
    }

    /// `@Query(filter: #Predicate<Item> { … }, sort: \Item.date, order: .reverse) var items: [Item]`,
    /// `@Query(sort: [SortDescriptor(\Item.name)])`, `@Query(FetchDescriptor<Item>(…))`.
    func checkQueryAttribute(_ attribute: Attribute, field: FieldDecl, of typeName: String) {
        let scope = Scope(parent: nil)
        within(.preview) {
            var model = field.type.flatMap(SwiftData.queriedModel(of:))
            if model == nil, let filter = attribute.arguments.first(where: { $0.label == "filter" }),
               case .closure(let closure) = filter.value.kind {
                model = SwiftData.parameterModel(closure)
            }
            guard let model, case .array? = field.type?.kind else {
                error("a @Query property is a list of a model's records, as in '@Query var items: [Item]'", at: field.type?.range ?? field.nameRange)
                return
            }
            guard let symbol = modelSymbol(model, at: field.type?.range ?? attribute.range) else { return }
            if field.defaultValue != nil { error("a @Query property has no value of its own; remove '= …'", at: field.nameRange) }
            // `@Query(Self.descriptor)` or `@Query(descriptor)`: the arguments may name the type's statics.
            guard let owner = symbols.types[typeName] else { return checkQueryArguments(attribute.arguments, of: symbol, in: scope) }
            withSelf(owner, isStatic: true) { checkQueryArguments(attribute.arguments, of: symbol, in: Scope(parent: fieldDefaultScope(static: owner))) }
        }
    }

    /// `Query(filter:sort:order:)` as a value (`_items = Query(…)` in an initializer): its model is
    /// its generic argument or its predicate's parameter type, else the property's (known when it runs).
    func queryValueType(_ name: String, callee: Expr, arguments: [Argument], in scope: Scope) -> SemanticType {
        var model = GenericName.arguments(of: name).first
        if model == nil, let filter = arguments.first(where: { $0.label == "filter" }), case .closure(let closure) = filter.value.kind {
            model = SwiftData.parameterModel(closure)
        }
        if let model {
            if let symbol = modelSymbol(model, at: callee.range) { checkQueryArguments(arguments, of: symbol, in: scope) } else {
                inferArguments(arguments, in: scope)
            }
        } else {
            for argument in arguments {
                if argument.label == "filter", case .closure(let closure) = argument.value.kind {
                    inferClosure(closure, in: scope, parameterTypes: [.unknown])
                } else {
                    infer(argument.value, in: scope)
                }
            }
        }
        return .named("Query")
    }

    /// The arguments of `@Query(…)` and `Query(…)`.
    func checkQueryArguments(_ arguments: [Argument], of symbol: TypeSymbol, in scope: Scope) {
        let model = symbol.name
        for argument in arguments {
            switch argument.label {
            case nil:
                let type = infer(argument.value, in: scope)
                if !type.isAssignable(to: .named("FetchDescriptor<\(model)>")) {
                    error("@Query takes a FetchDescriptor<\(model)>, not \(type)", at: argument.value.range)
                }
            case "filter"?: checkPredicate(argument.value, model: model, in: scope)
            case "sort"?: checkSort(argument.value, of: symbol, in: scope)
            case "order"?:
                if case .implicitMember(let order) = argument.value.kind, ["forward", "reverse"].contains(order) { continue }
                error("'order:' is .forward or .reverse", at: argument.value.range)
            case "animation"?, "transaction"?:
                infer(argument.value, in: scope)
            default:
                error("@Query takes 'filter:', 'sort:', 'order:' and 'animation:'", at: argument.labelRange ?? argument.value.range)
            }
        }
    }
}

extension Checker {
    /// The model a local's `#Predicate<Day> { … }` (or `let p: Predicate<Day> = …`) filters, when it names one.
    func predicateModel(of binding: Binding) -> String? {
        if let written = binding.type, case .named(let name) = written.kind, GenericName.base(name) == "Predicate",
           let model = GenericName.arguments(of: name).first, symbols.types[model]?.kind == .model {
            return model
        }
        guard case .closure(let closure)? = binding.value?.kind, let model = SwiftData.parameterModel(closure),
              symbols.types[model]?.kind == .model else { return nil }
        return model
    }
}
