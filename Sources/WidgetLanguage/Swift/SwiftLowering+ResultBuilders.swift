/// Result builders the module declares (`@resultBuilder struct ListBuilder { static func buildBlock(…) }`),
/// lowered as Swift's result-builder transform defines them. A body the builder applies to — a function or
/// computed property written `@ListBuilder`, or a closure given for a parameter written
/// `@ListBuilder content: () -> [String]` (of a function, method or initializer) — becomes:
///
/// - each expression statement a component, `let v = ListBuilder.buildExpression(e)` (or `e` without one);
/// - `if` a component made by `buildOptional` (no `else`) or `buildEither(first:)`/`buildEither(second:)`;
/// - `for` a component made by `buildArray` of each pass's `buildBlock`;
/// - declarations and other statements kept in place;
/// - at the end `return ListBuilder.buildFinalResult(ListBuilder.buildBlock(v0, v1, …))` (without
///   `buildFinalResult` when the builder has none).
///
/// A closure with a `return` of its own is not transformed, as in Swift. SwiftUI's `@ViewBuilder` is not one of
/// the module's builders and is left to the view bodies' own rules.
struct ResultBuilderInfo {
    var name: String
    var methods: Set<String>

    func has(_ method: String) -> Bool { methods.contains(method) }
}

extension SwiftLowering {
    /// The module's `@resultBuilder` types by name.
    func resultBuilders() -> [String: ResultBuilderInfo] {
        var builders: [String: ResultBuilderInfo] = [:]
        for (name, decl) in types where decl.attribute("resultBuilder") != nil {
            let info = ResultBuilderInfo(name: name, methods: Set(decl.functions.filter(\.isStatic).map(\.name)))
            builders[name] = info
            if let last = name.split(separator: ".").last.map(String.init), builders[last] == nil { builders[last] = info }
        }
        return builders
    }

    /// For each function, method and type (its initializers) of the module with a builder parameter: the
    /// parameters' labels and builders.
    func builderParameters() -> [String: [(label: String?, builder: ResultBuilderInfo)]] {
        guard !resultBuilderTypes.isEmpty else { return [:] }
        var found: [String: [(label: String?, builder: ResultBuilderInfo)]] = [:]
        func add(_ key: String, _ function: FunctionDecl) {
            for parameter in function.parameters {
                guard let builder = parameter.attributes.lazy.compactMap({ self.resultBuilderTypes[$0] }).first else { continue }
                found[key, default: []].append((parameter.label, builder))
            }
        }
        for function in topLevelFunctions { add(function.name, function) }
        for (name, decl) in types {
            for function in decl.functions { add(function.name, function) }
            for initializer in decl.initializers {
                add(name, initializer)
                if let last = name.split(separator: ".").last.map(String.init), last != name { add(last, initializer) }
            }
        }
        return found
    }

    func builder(of attributes: [String]) -> ResultBuilderInfo? {
        guard !resultBuilderTypes.isEmpty else { return nil }
        return attributes.lazy.compactMap { self.resultBuilderTypes[$0] }.first
    }

    /// A body with its closures given for builder parameters transformed.
    func withBuilderClosures(_ body: [Stmt]) -> [Stmt] {
        guard !builderParameterTable.isEmpty else { return body }
        let rewriter = SyntaxRewriter(after: { expr in
            guard case .call(let callee, let givenArguments, let givenTrailing) = expr.kind else { return expr }
            let name: String
            switch callee.kind {
            case .identifier(let n): name = n
            case .member(_, let n, _): name = n
            default: return expr
            }
            guard let parameters = self.builderParameterTable[name] else { return expr }
            let givenLabels = Set(givenArguments.compactMap(\.label))
            var arguments = givenArguments
            for index in arguments.indices {
                guard case .closure(let closure) = arguments[index].value.kind,
                      let builder = parameters.first(where: { $0.label == arguments[index].label })?.builder else { continue }
                arguments[index].value = Expr(.closure(SwiftLowering.transformed(closure, by: builder)), arguments[index].value.range)
            }
            var trailing = givenTrailing
            for index in trailing.indices {
                let label = trailing[index].label
                let target = label.map { label in parameters.first { $0.label == label } }
                    ?? (index == 0 ? parameters.first { $0.label.map { !givenLabels.contains($0) } ?? true } : nil)
                guard let builder = target?.builder else { continue }
                trailing[index].closure = SwiftLowering.transformed(trailing[index].closure, by: builder)
            }
            return Expr(.call(callee: callee, arguments: arguments, trailingClosures: trailing), expr.range)
        })
        return rewriter.rewrite(body)
    }

    /// A closure's body through the builder, unless it returns by itself.
    static func transformed(_ closure: Closure, by builder: ResultBuilderInfo) -> Closure {
        guard !closure.body.contains(where: { if case .return = $0.kind { return true } else { return false } }) else { return closure }
        var closure = closure
        closure.body = builderBody(closure.body, by: builder, at: closure.range)
        return closure
    }

    /// A whole body through the builder: its components, then `return buildFinalResult(buildBlock(…))`.
    static func builderBody(_ body: [Stmt], by builder: ResultBuilderInfo, at range: SourceRange) -> [Stmt] {
        var transform = BuilderTransform(builder: builder)
        var (statements, block) = transform.components(of: body, at: range)
        let result = builder.has("buildFinalResult") ? transform.call("buildFinalResult", [(nil, block)], at: range) : block
        statements.append(Stmt(.return(result), range))
        return statements
    }
}

/// One application of a builder: the names it makes are numbered through it.
struct BuilderTransform {
    let builder: ResultBuilderInfo
    var counter = 0

    init(builder: ResultBuilderInfo) { self.builder = builder }

    mutating func fresh() -> String {
        defer { counter += 1 }
        return "__builder\(counter)"
    }

    /// `Builder.method(label: value, …)`.
    func call(_ method: String, _ arguments: [(String?, Expr)], at range: SourceRange) -> Expr {
        let callee = Expr(.member(base: Expr(.identifier(builder.name), range), name: method, nameRange: range), range)
        return Expr(.call(callee: callee, arguments: arguments.map { Argument(label: $0.0, value: $0.1) }, trailingClosures: []), range)
    }

    func name(_ name: String, at range: SourceRange) -> Expr { Expr(.identifier(name), range) }

    func binding(_ name: String, _ value: Expr, isConstant: Bool = true, type: TypeRef? = nil, at range: SourceRange) -> Stmt {
        Stmt(.binding(Binding(isConstant: isConstant, name: name, nameRange: range, type: type, value: value)), range)
    }

    /// The statements of a block with each component bound to a name, and the block's `buildBlock(…)`.
    mutating func components(of body: [Stmt], at range: SourceRange) -> (statements: [Stmt], block: Expr) {
        var statements: [Stmt] = []
        var parts: [Expr] = []
        for stmt in body {
            switch stmt.kind {
            case .expr(let expr):
                if case .assign = expr.kind {
                    statements.append(stmt)
                    continue
                }
                let value = builder.has("buildExpression") ? call("buildExpression", [(nil, expr)], at: expr.range) : expr
                let part = fresh()
                statements.append(binding(part, value, at: stmt.range))
                parts.append(name(part, at: stmt.range))
            case .if(let conditions, let then, let elseClause):
                let part = fresh()
                statements.append(binding(part, ifValue(conditions, then, elseClause, at: stmt.range), at: stmt.range))
                parts.append(name(part, at: stmt.range))
            case .forIn(var loop) where builder.has("buildArray"):
                let passes = fresh()
                let anyArray = TypeRef(.array(TypeRef(.named("Any"), stmt.range)), stmt.range)
                statements.append(binding(passes, Expr(.array([]), stmt.range), isConstant: false, type: anyArray, at: stmt.range))
                var (inner, block) = components(of: loop.body, at: stmt.range)
                let append = Expr(.member(base: name(passes, at: stmt.range), name: "append", nameRange: stmt.range), stmt.range)
                inner.append(Stmt(.expr(Expr(.call(callee: append, arguments: [Argument(label: nil, value: block)], trailingClosures: []), stmt.range)), stmt.range))
                loop.body = inner
                statements.append(Stmt(.forIn(loop), stmt.range))
                let part = fresh()
                statements.append(binding(part, call("buildArray", [(nil, name(passes, at: stmt.range))], at: stmt.range), at: stmt.range))
                parts.append(name(part, at: stmt.range))
            default:
                statements.append(stmt)
            }
        }
        return (statements, call("buildBlock", parts.map { (nil, $0) }, at: range))
    }

    /// An `if` as one component: `{ if c { …; return buildEither(first: block) } else { … } }()`,
    /// or with `buildOptional` when there is no `else`.
    mutating func ifValue(_ conditions: [Condition], _ then: [Stmt], _ elseClause: ElseClause?, at range: SourceRange) -> Expr {
        var (thenStatements, thenBlock) = components(of: then, at: range)
        var body: [Stmt]
        if let elseClause {
            thenStatements.append(Stmt(.return(call("buildEither", [("first", thenBlock)], at: range)), range))
            var elseStatements: [Stmt]
            switch elseClause {
            case .block(let statements):
                let (inner, block) = components(of: statements, at: range)
                elseStatements = inner + [Stmt(.return(call("buildEither", [("second", block)], at: range)), range)]
            case .elseIf(let stmt):
                guard case .if(let innerConditions, let innerThen, let innerElse) = stmt.kind else { return Expr(.nil, range) }
                let inner = ifValue(innerConditions, innerThen, innerElse, at: stmt.range)
                elseStatements = [Stmt(.return(call("buildEither", [("second", inner)], at: range)), range)]
            }
            body = [Stmt(.if(conditions: conditions, then: thenStatements, else: .block(elseStatements)), range)]
        } else {
            thenStatements.append(Stmt(.return(call("buildOptional", [(nil, thenBlock)], at: range)), range))
            body = [Stmt(.if(conditions: conditions, then: thenStatements, else: nil), range),
                    Stmt(.return(call("buildOptional", [(nil, Expr(.nil, range))], at: range)), range)]
        }
        let closure = Expr(.closure(Closure(parameters: [], body: body, range: range)), range)
        return Expr(.call(callee: closure, arguments: [], trailingClosures: []), range)
    }
}
