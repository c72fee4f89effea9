import WidgetLanguage

extension Checker {
    func checkDeclaration(_ decl: Decl) {
        switch decl.kind {
        case .structure(let body), .extension(let body):
            checkTypeBody(body, of: decl)
        case .protocol(let body):
            checkProtocolDefaults(body, of: decl)
        case .typeAlias:
            break  // aliases are checked when they are resolved
        case .entry, .model, .view:
            break  // short forms, lowered to their structs by the front end
        case .entity(let entity):
            checkFieldDefaults(entity.fields, of: decl.name)
            if let symbol = symbols.types[decl.name] {
                // (Checked as a struct's are: a static method sees the statics, an extension's included, by their names.)
                entity.functions.forEach { checkMember($0, of: symbol) }
                entity.initializers.forEach { checkInitializer($0, of: symbol) }
                entity.computed.forEach { checkComputed($0, of: symbol) }
            }
            checkEntity(decl, entity)
        case .enumeration(let e):
            checkEnum(decl, e)
        case .provider(let provider):
            checkProvider(decl, provider)
        case .intent(let intent), .configuration(let intent):
            checkIntent(decl, intent)
        case .widget(let widget):
            checkWidget(decl, widget)
        case .preview(let preview):
            checkPreview(decl, preview)
        case .seed(let body):
            within(.seed) {
                let scope = Scope(parent: nil)
                for statement in body {
                    if case .expr(let expr) = statement.kind {
                        let type = infer(expr, in: scope)
                        if case .named(let name) = type, symbols.types[name]?.kind == .model { continue }
                        if type == .void || type.isUnknown { continue }
                        error("a seed block lists model records to insert; this is a value of type \(type)", at: expr.range)
                    } else {
                        checkStatement(statement, in: scope)
                    }
                }
            }
        case .source(let value):
            checkSource(decl, value)
        case .binding:
            break  // checked with the symbols, in file order
        case .function(let function):
            withGenerics(function.genericParameters) {
                let scope = Scope(parent: nil)
                declareParameters(function.parameters, in: scope, constraints: function.genericConstraints)
                let returnType = symbols.overloads[decl.name] != nil
                    ? function.returnType.map(resolveQuietly) ?? .void
                    : symbols.callables[decl.name]?.returnType ?? .unknown
                checkFunctionBody(function.body, returning: returnType, in: scope)
                checkReturns(function, returnType)
            }
        case .test(let test):
            within(.test) { checkStatements(test.body, in: Scope(parent: nil)) }
        case .permissions(let properties):
            for property in properties {
                guard ["network", "read", "run"].contains(property.name) else {
                    error("unknown permission '\(property.name)'\(suggestion(property.name, ["network", "read", "run"])); use network:, read: or run:", at: property.nameRange)
                    continue
                }
                let type = within(.global) { infer(property.value, in: Scope(parent: nil)) }
                if !type.isAssignable(to: .array(.string)) {
                    error("'\(property.name):' takes a list of strings", at: property.value.range)
                }
                checkPermissionEntries(property)
            }
        }
    }

    /// `statics`: the names a default value sees besides the module's, the statics of the type whose member the function is
    /// (`maxAge: TimeInterval = maxFreshAge`), as Swift evaluates a default argument in the type's static context.
    /// `constraints`: the function's type parameters' protocols (`T: Named`), whose extensions a parameter of type `T` reads.
    func declareParameters(_ parameters: [FunctionDecl.Parameter], in scope: Scope, statics: Scope? = nil, owner: String? = nil,
                           constraints: [String: String] = [:]) {
        var seen: Set<String> = []
        for parameter in parameters {
            // (`yAxisMin _: Decimal, yAxisMax _: Decimal`: parameters the body does not name may each be `_`.)
            if parameter.name != "_", !seen.insert(parameter.name).inserted {
                error("duplicate parameter '\(parameter.name)'", at: parameter.range)
            }
            var type = parameter.type.map(resolve) ?? .unknown
            // `_ parts: Int...` is an array inside the function.
            if parameter.isVariadic { type = .array(type) }
            if let value = parameter.defaultValue {
                let saved = selfContext
                if let owner { selfContext = (owner, true) }
                let valueType = within(.global) { infer(value, in: Scope(parent: statics), expected: type) }
                selfContext = saved
                if !valueType.isAssignable(to: type) {
                    error("default value of type \(valueType) does not match parameter '\(parameter.name)' of type \(type)", at: value.range)
                }
            }
            scope.declare(parameter.name, type, isConstant: !parameter.isInout, range: parameter.range,
                          existential: parameter.isVariadic ? nil : existentialProtocol(parameter.type, constraints: constraints),
                          elementExistential: parameter.isVariadic ? existentialProtocol(parameter.type) : elementExistentialProtocol(parameter.type),
                          isSet: !parameter.isVariadic && parameter.type.map(Checker.isSetType) == true, isDeclaration: true)
        }
    }

    func checkFieldDefaults(_ fields: [FieldDecl], of typeName: String) {
        // Each field read in place: most have no default and no attribute, and a copy of a `FieldDecl` retains a dozen parts.
        for index in fields.indices {
            if !fields[index].attributes.isEmpty, let query = fields[index].attribute("Query") {
                checkQueryAttribute(query, field: fields[index], of: typeName)
                continue
            }
            guard fields[index].defaultValue != nil, fields[index].type != nil else { continue }
            // `@EnvironmentObject var note: Note`: the object an ancestor's `.environmentObject(…)` gives, found when
            // the view is built; `Note()` (the lowering's default) is made only when none is given.
            if !fields[index].attributes.isEmpty, fields[index].attribute("EnvironmentObject") != nil { continue }
            checkFieldDefault(fields[index], of: typeName)
        }
    }

    private func checkFieldDefault(_ field: FieldDecl, of typeName: String) {
        guard let value = field.defaultValue, let written = field.type else { return }
        let type = resolveQuietly(written)
        let infer = { self.within(.global) { self.infer(value, in: self.fieldDefaultScope(field, of: typeName), expected: type) } }
        let valueType: SemanticType
        if field.isStatic || field.isLazy {
            valueType = symbols.types[typeName].map { withSelf($0, isStatic: field.isStatic, infer) } ?? infer()
        } else {
            storedDefaultOwner = typeName
            valueType = infer()
            storedDefaultOwner = nil
        }
        if !valueType.isAssignable(to: type) {
            error("default value of type \(valueType) does not match '\(field.name)' of type \(type)", at: value.range)
        }
    }

    /// Resolves a type that was already resolved (and reported) once.
    func resolveQuietly(_ type: TypeRef) -> SemanticType {
        let count = diagnostics.count
        let result = resolve(type)
        diagnostics.removeLast(diagnostics.count - count)
        return result
    }

    /// A function's statements; a body of one expression that gives the result (`func origin() -> Point { .init(x: 0, y: 0) }`)
    /// is read with the result type as its context, as a `return` is.
    func checkFunctionBody(_ body: [Stmt], returning returnType: SemanticType, in scope: Scope) {
        within(.function, returnType: returnType) {
            // (A result type the checker does not follow, `any Shape`, is the context still: `even ? Square() : Circle()`.)
            if body.count == 1, case .expr(let expr) = body[0].kind, !returnType.isVoid, returnType != .view,
               !returnType.isUnknown || Checker.isTernary(expr) {
                _ = infer(expr, in: scope, expected: returnType)
            } else {
                checkStatements(body, in: scope)
            }
        }
    }

    static func isTernary(_ expr: Expr) -> Bool {
        if case .ternary = expr.kind { return true } else { return false }
    }

    /// A function with a result type must give one on every path.
    func checkReturns(_ function: FunctionDecl, _ returnType: SemanticType) {
        if function.lacksBody {
            error("function '\(function.name)' needs a body, as in 'func \(function.name)(…) { … }'", at: function.nameRange)
            return
        }
        guard returnType != .void else { return }
        if function.body.count == 1, case .expr = function.body[0].kind { return }
        if !alwaysLeaves(function.body) {
            error("function '\(function.name)' must return a value of type \(returnType) on every path; add a 'return'", at: function.nameRange)
        }
    }

    /// Whether a block always ends in `return`, `throw`, or a call that never returns (`fatalError(…)`, `preconditionFailure(…)`).
    func alwaysLeaves(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .return(let value): return value != nil
        case .throw: return true
        case .expr(let expr):
            guard case .call(let callee, _, _) = expr.kind, case .identifier(let name) = callee.kind else { return false }
            return (name == "fatalError" || name == "preconditionFailure") && symbols.functions(named: name).isEmpty
        case .if(_, let then, let elseClause):
            switch elseClause {
            case .block(let body)?: return alwaysLeaves(then) && alwaysLeaves(body)
            case .elseIf(let nested)?: return alwaysLeaves(then) && alwaysLeaves([nested])
            case nil: return false
            }
        case .switch(_, let cases):
            // A switch without `default` must be exhaustive, which is checked where the switch is. A case that ends with
            // `fallthrough` leaves when the case after it does.
            var nextLeaves = false
            for switchCase in cases.reversed() {
                if case .fallthrough? = switchCase.body.last?.kind {
                    if !nextLeaves { return false }
                } else {
                    nextLeaves = alwaysLeaves(switchCase.body)
                    if !nextLeaves { return false }
                }
            }
            return true
        case .do(let body, _, let handler):
            return alwaysLeaves(body) && (handler.map(alwaysLeaves) ?? true)
        case .doCatch(let body, let clauses):
            return alwaysLeaves(body) && clauses.allSatisfy { alwaysLeaves($0.body) }
        case .labeled(_, let inner):
            return alwaysLeaves([inner])
        case .while(let condition, _):
            if case .bool(true) = condition.kind { return true }
            return false
        default:
            return false
        }
    }

    func checkEnum(_ decl: Decl, _ e: EnumDecl) {
        if let symbol = symbols.types[decl.name] {
            withGenerics(e.genericParameters) {
                checkFieldDefaults(e.fields, of: decl.name)
                e.functions.forEach { checkMember($0, of: symbol) }
                e.computed.forEach { checkComputed($0, of: symbol) }
                e.initializers.forEach { checkInitializer($0, of: symbol) }
            }
        }
        let rawType = e.rawType.map(resolve)
        for c in e.cases {
            guard let raw = c.rawValue else { continue }
            let type = within(.global) { infer(raw, in: Scope(parent: nil)) }
            if rawType == nil {
                error("case '\(c.name)' has a raw value but enum '\(decl.name)' has no raw type; write 'enum \(decl.name): String'", at: raw.range)
            } else if let rawType, !type.isAssignable(to: rawType) {
                error("raw value of type \(type) does not match the raw type \(rawType)", at: raw.range)
            }
        }
    }

    func checkEntity(_ decl: Decl, _ entity: EntityDecl) {
        if symbols.types[decl.name]?.field("id") == nil, !entity.computed.contains(where: { $0.name == "id" }) {
            error("entity '\(decl.name)' needs an 'id' property, as in 'let id: String'", at: decl.nameRange)
        }
        let type = SemanticType.named(decl.name)
        for block in entity.query {
            let scope = Scope(parent: nil)
            let expected: SemanticType
            switch block.name {
            case "defaultResult": expected = .optional(type)
            case "suggestedEntities": expected = .array(type)
            default:
                expected = .array(type)
                guard let ids = block.parameters.first, block.parameters.count == 1 else {
                    error("'entities' takes the requested identifiers, as in 'entities(for ids) { … }'", at: block.nameRange)
                    continue
                }
                // The ids have the type of the entity's `id` (`String`, `Int`, `UUID`, …).
                let idType = symbols.types[decl.name]?.field("id")?.type
                    ?? entity.computed.first { $0.name == "id" }?.type.map(resolveQuietly) ?? .string
                scope.declare(ids.name, .array(idType), range: ids.range, isDeclaration: true)
            }
            let result = within(.entityQuery, returnType: expected) { checkBody(block.body, in: scope) }
            if !result.isAssignable(to: expected) {
                error("'\(block.name)' must give \(expected), not \(result)", at: block.nameRange)
            }
        }
        if entity.queryRange != nil, !entity.query.contains(where: { $0.name == "entities" }) {
            error("the query of entity '\(decl.name)' needs an 'entities(for ids) { … }' block", at: entity.queryRange ?? decl.nameRange)
        }
    }

    func checkIntent(_ decl: Decl, _ intent: IntentDecl) {
        for field in intent.metadata {
            guard let value = field.defaultValue else { continue }
            _ = within(.global) { infer(value, in: Scope(parent: nil)) }
        }
        checkFieldDefaults(intent.parameters, of: decl.name)
        for parameter in intent.parameters where parameter.type == nil && parameter.defaultValue == nil {
            error("intent parameter '\(parameter.name)' needs a type", at: parameter.nameRange)
        }
        if let symbol = symbols.types[decl.name] {
            intent.initializers.forEach { checkInitializer($0, of: symbol) }
            intent.computed.forEach { checkComputed($0, of: symbol) }
            intent.functions.forEach { checkMember($0, of: symbol) }
        }
        if case .intent = decl.kind {
            guard let perform = intent.perform else {
                error("intent '\(decl.name)' needs a 'perform { … }' block", at: decl.nameRange)
                return
            }
            let scope: Scope
            if tree.isSwift, let symbol = symbols.types[decl.name] {
                // A Swift intent's `perform()` is one of its methods: it sees `self`, `Self` and the static members.
                scope = memberScope(of: symbol, isStatic: false, mutableFields: true, at: perform.range)
            } else {
                scope = Scope(parent: nil)
                for field in symbols.types[decl.name]?.fields ?? [] {
                    scope.declare(field.name, field.type, isConstant: false, range: field.range, isDeclaration: true)
                }
            }
            within(.perform) { checkStatements(perform.body, in: scope) }
        }
    }

    func checkSource(_ decl: Decl, _ value: Expr) {
        guard case .call(let callee, _, _) = value.kind, case .identifier(let name) = callee.kind,
              registry.sources[name] != nil else {
            error("a source is one of \(sourceKindList)", at: value.range)
            return
        }
        _ = within(.global) { infer(value, in: Scope(parent: nil)) }
        checkSourceOptions(value)
    }
}
