/// Swift 5.9's `if` and `switch` expressions (SE-0380): a function or getter whose body is one `if` or `switch`
/// statement, each branch one expression, gives that expression.
///
/// ```swift
/// var title: String {
///     switch self {
///     case .primary: "Note"
///     case .secondary: "Second"
///     }
/// }
/// ```
///
/// is read as if each branch said `return`. A result written `some View` (or another `some` type) is left alone:
/// its body is a view builder, where the branches are views either way. A branch of one `throw` stays as it is.
enum ImplicitReturns {
    static func body(_ statements: [Stmt], result: TypeRef?) -> [Stmt] {
        guard let result, statements.count == 1, !isBuilderResult(result), !isVoid(result),
              let rewritten = returning(statements[0]) else { return statements }
        return [rewritten]
    }

    static func isBuilderResult(_ type: TypeRef) -> Bool {
        if case .opaque = type.kind { return true }
        if case .named(let name) = type.kind { return name == "View" || name == "Body" || name == "Content" }
        return false
    }

    static func isVoid(_ type: TypeRef) -> Bool {
        if case .named(let name) = type.kind { return name == "Void" }
        if case .tuple(_, let elements) = type.kind { return elements.isEmpty }
        return false
    }

    /// The statement with each branch's one expression returned; nil when a branch is not one expression
    /// (or one nested `if`/`switch` expression, or a `throw`).
    static func returning(_ statement: Stmt) -> Stmt? {
        switch statement.kind {
        case .if(let conditions, let then, let elseClause):
            guard let then = branch(then), let elseClause else { return nil }
            let otherwise: ElseClause
            switch elseClause {
            case .block(let body):
                guard let body = branch(body) else { return nil }
                otherwise = .block(body)
            case .elseIf(let nested):
                guard let nested = returning(nested) else { return nil }
                otherwise = .elseIf(nested)
            }
            return Stmt(.if(conditions: conditions, then: then, else: otherwise), statement.range)
        case .switch(let subject, let cases):
            var rewritten: [SwitchCase] = []
            for item in cases {
                guard let body = branch(item.body) else { return nil }
                var changed = item
                changed.body = body
                rewritten.append(changed)
            }
            return Stmt(.switch(subject: subject, cases: rewritten), statement.range)
        default:
            return nil
        }
    }

    static func branch(_ body: [Stmt]) -> [Stmt]? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expr(let expr): return [Stmt(.return(expr), body[0].range)]
        case .throw, .return: return body
        case .if, .switch: return returning(body[0]).map { [$0] }
        default: return nil
        }
    }
}
