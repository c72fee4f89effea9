/// Swift's `if` and `switch` expressions: `let s = if c { "a" } else { "b" }`,
/// `return switch x { case 0: "zero" default: "many" }`. Each branch ends in the
/// value it gives, so the expression is read as the statement and becomes a
/// closure called at once whose branches return their last expression.
extension Parser {
    mutating func parseIfOrSwitchExpression() throws -> Expr {
        let start = currentStart
        let statement = checkKeyword("if") ? try parseIf() : try parseSwitch()
        let range = range(from: start)
        let closure = Closure(parameters: [], body: [Parser.returningBranches(statement)], range: range)
        return Expr(.call(callee: Expr(.closure(closure), range), arguments: [], trailingClosures: []), range)
    }

    /// The `if` or `switch` with each branch's last expression returned.
    static func returningBranches(_ statement: Stmt) -> Stmt {
        switch statement.kind {
        case .if(let conditions, let then, let elseClause):
            var branch = elseClause
            switch elseClause {
            case .block(let body)?: branch = .block(returningLast(body))
            case .elseIf(let next)?: branch = .elseIf(returningBranches(next))
            case nil: break
            }
            return Stmt(.if(conditions: conditions, then: returningLast(then), else: branch), statement.range)
        case .switch(let subject, let cases):
            let returning = cases.map { switchCase in
                var switchCase = switchCase
                switchCase.body = returningLast(switchCase.body)
                return switchCase
            }
            return Stmt(.switch(subject: subject, cases: returning), statement.range)
        default:
            return statement
        }
    }

    /// A branch whose last statement is an expression (or a nested `if`/`switch`
    /// expression) returns it.
    static func returningLast(_ body: [Stmt]) -> [Stmt] {
        guard let last = body.last else { return body }
        switch last.kind {
        case .expr(let value): return body.dropLast() + [Stmt(.return(value), last.range)]
        case .if, .switch: return body.dropLast() + [returningBranches(last)]
        default: return body
        }
    }
}
