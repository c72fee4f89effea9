/// Rewriting a body's statements and expressions, for the Swift front end's
/// desugarings (a local property wrapper's name read through its wrapper, a
/// result builder's closure argument): `expression` sees each expression
/// outermost first and gives its replacement (whose parts are not visited
/// again) or nil to go on into its parts; `block` is given each statement
/// list, closures' bodies included, after its statements were rewritten.
public struct SyntaxRewriter {
    public var expression: (Expr) -> Expr?
    public var block: ([Stmt]) -> [Stmt]
    /// Given each expression after its parts were rewritten (innermost first).
    public var after: (Expr) -> Expr

    public init(expression: @escaping (Expr) -> Expr? = { _ in nil }, block: @escaping ([Stmt]) -> [Stmt] = { $0 },
                after: @escaping (Expr) -> Expr = { $0 }) {
        self.expression = expression
        self.block = block
        self.after = after
    }

    public func rewrite(_ statements: [Stmt]) -> [Stmt] {
        block(statements.map(rewrite))
    }

    public func rewrite(_ stmt: Stmt) -> Stmt {
        Stmt(rewrite(stmt.kind), stmt.range)
    }

    func rewrite(_ kind: StmtKind) -> StmtKind {
        switch kind {
        case .expr(let e): return .expr(rewrite(e))
        case .binding(var binding):
            binding.value = binding.value.map(rewrite)
            return .binding(binding)
        case .if(let conditions, let then, let elseClause):
            return .if(conditions: conditions.map(rewrite), then: rewrite(then), else: elseClause.map(rewrite))
        case .guard(let conditions, let body): return .guard(conditions: conditions.map(rewrite), else: rewrite(body))
        case .switch(let subject, let cases): return .switch(subject: rewrite(subject), cases: cases.map(rewrite))
        case .forIn(var loop):
            loop.sequence = rewrite(loop.sequence)
            loop.whereClause = loop.whereClause.map(rewrite)
            loop.body = rewrite(loop.body)
            return .forIn(loop)
        case .while(let condition, let body): return .while(condition: rewrite(condition), body: rewrite(body))
        case .whileLet(let conditions, let body): return .whileLet(conditions: conditions.map(rewrite), body: rewrite(body))
        case .repeat(let body, let condition): return .repeat(body: rewrite(body), condition: rewrite(condition))
        case .labeled(let label, let inner): return .labeled(label: label, rewrite(inner))
        case .defer(let body): return .defer(rewrite(body))
        case .return(let value): return .return(value.map(rewrite))
        case .throw(let value): return .throw(rewrite(value))
        case .do(let body, let name, let catchBody): return .do(body: rewrite(body), catchName: name, catchBody: catchBody.map(rewrite))
        case .doCatch(let body, let clauses): return .doCatch(body: rewrite(body), clauses: clauses.map(rewrite))
        case .break, .continue, .fallthrough: return kind
        }
    }

    func rewrite(_ condition: Condition) -> Condition {
        switch condition {
        case .expr(let e): return .expr(rewrite(e))
        case .optionalBinding(let name, let range, let value): return .optionalBinding(name: name, nameRange: range, value: rewrite(value))
        case .pattern(let pattern, let value): return .pattern(pattern, value: rewrite(value))
        }
    }

    func rewrite(_ clause: ElseClause) -> ElseClause {
        switch clause {
        case .block(let body): return .block(rewrite(body))
        case .elseIf(let stmt): return .elseIf(rewrite(stmt))
        }
    }

    func rewrite(_ switchCase: SwitchCase) -> SwitchCase {
        var copy = switchCase
        copy.body = rewrite(switchCase.body)
        copy.whereClause = switchCase.whereClause.map(rewrite)
        copy.earlierWhereClauses = switchCase.earlierWhereClauses.map { $0.map(rewrite) }
        return copy
    }

    func rewrite(_ closure: Closure) -> Closure {
        var copy = closure
        copy.body = rewrite(closure.body)
        return copy
    }

    func rewrite(_ argument: Argument) -> Argument {
        var copy = argument
        copy.value = rewrite(argument.value)
        return copy
    }

    public func rewrite(_ expr: Expr) -> Expr {
        if let replaced = expression(expr) { return replaced }
        let kind: ExprKind
        switch expr.kind {
        case .integer, .largeInteger, .double, .regex, .bool, .nil, .identifier, .anonymousArgument, .implicitMember, .keyPath, .bindingPattern:
            return after(expr)
        case .string(let parts):
            kind = .string(parts.map { part in
                if case .expr(let e) = part { return .expr(rewrite(e)) }
                return part
            })
        case .member(let base, let name, let nameRange): kind = .member(base: rewrite(base), name: name, nameRange: nameRange)
        case .call(let callee, let arguments, let trailing):
            kind = .call(callee: rewrite(callee), arguments: arguments.map(rewrite), trailingClosures: trailing.map { closure in
                var copy = closure
                copy.closure = rewrite(closure.closure)
                return copy
            })
        case .subscript(let base, let arguments): kind = .subscript(base: rewrite(base), arguments: arguments.map(rewrite))
        case .unary(let op, let operand): kind = .unary(op: op, operand: rewrite(operand))
        case .binary(let op, let lhs, let rhs): kind = .binary(op: op, lhs: rewrite(lhs), rhs: rewrite(rhs))
        case .ternary(let c, let t, let e): kind = .ternary(condition: rewrite(c), then: rewrite(t), else: rewrite(e))
        case .assign(let op, let target, let value): kind = .assign(op: op, target: rewrite(target), value: rewrite(value))
        case .closure(let closure): kind = .closure(rewrite(closure))
        case .array(let elements): kind = .array(elements.map(rewrite))
        case .dictionary(let entries): kind = .dictionary(entries.map { DictionaryEntry(key: rewrite($0.key), value: rewrite($0.value)) })
        case .try(let tryKind, let inner): kind = .try(kind: tryKind, expr: rewrite(inner))
        case .forceUnwrap(let inner): kind = .forceUnwrap(rewrite(inner))
        case .bindOptional(let inner): kind = .bindOptional(rewrite(inner))
        case .optionalChain(let inner): kind = .optionalChain(rewrite(inner))
        case .parenthesized(let inner): kind = .parenthesized(rewrite(inner))
        case .tuple(let elements): kind = .tuple(elements.map(rewrite))
        case .cast(let op, let inner, let type): kind = .cast(op: op, expr: rewrite(inner), type: type)
        case .postfixRange(let inner): kind = .postfixRange(rewrite(inner))
        case .postfixOperator(let op, let inner): kind = .postfixOperator(op: op, operand: rewrite(inner))
        }
        return after(Expr(kind, expr.range))
    }
}
