/// `withoutRanges` for statements and expressions (see `WidgetFile.withoutRanges`).
extension Stmt {
    public var withoutRanges: Stmt {
        Stmt(kind.withoutRanges, .none)
    }
}

extension StmtKind {
    var withoutRanges: StmtKind {
        switch self {
        case .expr(let e): return .expr(e.withoutRanges)
        case .binding(let b): return .binding(b.withoutRanges)
        case .if(let conditions, let then, let elseClause):
            let elsePart: ElseClause?
            switch elseClause {
            case .block(let body)?: elsePart = .block(body.map(\.withoutRanges))
            case .elseIf(let inner)?: elsePart = .elseIf(inner.withoutRanges)
            case nil: elsePart = nil
            }
            return .if(conditions: conditions.map(\.withoutRanges), then: then.map(\.withoutRanges), else: elsePart)
        case .guard(let conditions, let body):
            return .guard(conditions: conditions.map(\.withoutRanges), else: body.map(\.withoutRanges))
        case .switch(let subject, let cases):
            return .switch(subject: subject.withoutRanges, cases: cases.map { c in
                var c = c
                c.patterns = c.patterns.map(\.withoutRanges)
                c.whereClause = c.whereClause?.withoutRanges
                c.earlierWhereClauses = c.earlierWhereClauses.map { $0?.withoutRanges }
                c.body = c.body.map(\.withoutRanges)
                c.range = .none
                return c
            })
        case .forIn(let loop):
            return .forIn(ForLoop(pattern: loop.pattern.withoutRanges, sequence: loop.sequence.withoutRanges,
                                  whereClause: loop.whereClause?.withoutRanges, body: loop.body.map(\.withoutRanges),
                                  isCasePattern: loop.isCasePattern))
        case .whileLet(let conditions, let body):
            return .whileLet(conditions: conditions.map(\.withoutRanges), body: body.map(\.withoutRanges))
        case .doCatch(let body, let clauses):
            return .doCatch(body: body.map(\.withoutRanges), clauses: clauses.map { c in
                var c = c
                c.patterns = c.patterns.map(\.withoutRanges)
                c.whereClause = c.whereClause?.withoutRanges
                c.earlierWhereClauses = c.earlierWhereClauses.map { $0?.withoutRanges }
                c.body = c.body.map(\.withoutRanges)
                c.range = .none
                return c
            })
        case .repeat(let body, let condition):
            return .repeat(body: body.map(\.withoutRanges), condition: condition.withoutRanges)
        case .labeled(let label, let inner): return .labeled(label: label, inner.withoutRanges)
        case .defer(let body): return .defer(body.map(\.withoutRanges))
        case .fallthrough: return self
        case .while(let condition, let body):
            return .while(condition: condition.withoutRanges, body: body.map(\.withoutRanges))
        case .return(let value): return .return(value?.withoutRanges)
        case .throw(let value): return .throw(value.withoutRanges)
        case .do(let body, let name, let handler):
            return .do(body: body.map(\.withoutRanges), catchName: name, catchBody: handler?.map(\.withoutRanges))
        case .break, .continue: return self
        }
    }
}

extension Binding {
    var withoutRanges: Binding {
        var copy = self
        copy.nameRange = .none
        copy.type = type?.withoutRanges
        copy.value = value?.withoutRanges
        copy.pattern = pattern?.withoutRanges
        return copy
    }
}

extension Condition {
    var withoutRanges: Condition {
        switch self {
        case .expr(let e): return .expr(e.withoutRanges)
        case .optionalBinding(let name, _, let value): return .optionalBinding(name: name, nameRange: .none, value: value.withoutRanges)
        case .pattern(let pattern, let value): return .pattern(pattern.withoutRanges, value: value.withoutRanges)
        }
    }
}

extension Expr {
    public var withoutRanges: Expr {
        Expr(kind.withoutRanges, .none)
    }
}

extension ExprKind {
    var withoutRanges: ExprKind {
        switch self {
        case .integer, .largeInteger, .double, .regex, .bool, .nil, .identifier, .anonymousArgument, .implicitMember, .keyPath, .bindingPattern:
            return self
        case .string(let parts):
            return .string(parts.map { part in
                if case .expr(let e) = part { return .expr(e.withoutRanges) }
                return part
            })
        case .member(let base, let name, _):
            return .member(base: base.withoutRanges, name: name, nameRange: .none)
        case .call(let callee, let arguments, let trailing):
            return .call(callee: callee.withoutRanges, arguments: arguments.map(\.withoutRanges),
                         trailingClosures: trailing.map { t in
                             var t = t
                             t.closure = t.closure.withoutRanges
                             t.range = .none
                             return t
                         })
        case .subscript(let base, let arguments):
            return .subscript(base: base.withoutRanges, arguments: arguments.map(\.withoutRanges))
        case .unary(let op, let operand): return .unary(op: op, operand: operand.withoutRanges)
        case .binary(let op, let lhs, let rhs): return .binary(op: op, lhs: lhs.withoutRanges, rhs: rhs.withoutRanges)
        case .ternary(let c, let t, let f): return .ternary(condition: c.withoutRanges, then: t.withoutRanges, else: f.withoutRanges)
        case .assign(let op, let target, let value): return .assign(op: op, target: target.withoutRanges, value: value.withoutRanges)
        case .closure(let c): return .closure(c.withoutRanges)
        case .array(let elements): return .array(elements.map(\.withoutRanges))
        case .dictionary(let entries):
            return .dictionary(entries.map { DictionaryEntry(key: $0.key.withoutRanges, value: $0.value.withoutRanges) })
        case .try(let kind, let inner): return .try(kind: kind, expr: inner.withoutRanges)
        case .forceUnwrap(let inner): return .forceUnwrap(inner.withoutRanges)
        case .bindOptional(let inner): return .bindOptional(inner.withoutRanges)
        case .optionalChain(let inner): return .optionalChain(inner.withoutRanges)
        case .parenthesized(let inner): return .parenthesized(inner.withoutRanges)
        case .tuple(let elements): return .tuple(elements.map(\.withoutRanges))
        case .cast(let op, let inner, let type): return .cast(op: op, expr: inner.withoutRanges, type: type.withoutRanges)
        case .postfixRange(let inner): return .postfixRange(inner.withoutRanges)
        case .postfixOperator(let op, let inner): return .postfixOperator(op: op, operand: inner.withoutRanges)
        }
    }
}

extension Argument {
    var withoutRanges: Argument {
        Argument(label: label, labelRange: labelRange.map { _ in .none }, value: value.withoutRanges)
    }
}

extension Closure {
    var withoutRanges: Closure {
        var copy = self
        copy.parameters = parameters.map { p in
            var p = p
            p.type = p.type?.withoutRanges
            p.range = .none
            return p
        }
        copy.body = body.map(\.withoutRanges)
        copy.range = .none
        copy.inRange = nil
        return copy
    }
}
