import WidgetLanguage
import WidgetStore

/// Compiles a query's filter closure (`{ !$0.isDone && $0.name.contains(text) }`)
/// to a store `Filter`, so the store answers it with SQL. A closure it cannot
/// express gives the reason and the part that forced it; the runtime then
/// evaluates that closure record by record, and the checker warns.
struct QueryFilterCompiler {
    /// The closure's parameter name (`$0` when it has none).
    let parameter: String
    /// The field type at a path of the model, if it is a stored field
    /// (a to-many relationship answers `.array(.id)`, a to-one `.id`).
    let fieldType: ([String]) -> FieldType?
    /// Evaluates a part that does not mention the parameter.
    let constant: (Expr) throws -> StoreValue
    /// The stored raw value of an enum case (`.joinDate` compared with an enum field).
    let enumRaw: (String, String) -> StoreValue?

    struct Unsupported: Error {
        var reason: String
        var range: SourceRange
    }

    func compile(_ closure: Closure) throws -> Filter {
        guard closure.body.count == 1 else {
            throw Unsupported(reason: "the filter has more than one statement", range: closure.range)
        }
        switch closure.body[0].kind {
        case .expr(let expr), .return(let expr?): return try compile(expr)
        default: throw Unsupported(reason: "the filter is not a single expression", range: closure.range)
        }
    }

    func compile(_ expr: Expr) throws -> Filter {
        switch expr.kind {
        case .parenthesized(let inner): return try compile(inner)
        case .bool(let b): return .constant(b)
        case .unary("!", let operand): return .not(try compile(operand))
        case .binary("&&", let lhs, let rhs): return .and(try compile(lhs), try compile(rhs))
        case .binary("||", let lhs, let rhs): return .or(try compile(lhs), try compile(rhs))
        case .binary(let op, let lhs, let rhs):
            guard let comparison = Comparison(rawValue: op) else {
                throw Unsupported(reason: "'\(op)' cannot be computed by the store", range: expr.range)
            }
            if let operand = operand(lhs) {
                guard !mentionsParameter(rhs) else { throw Unsupported(reason: "both sides depend on the record", range: expr.range) }
                return .compare(operand, comparison, try value(rhs, for: operand))
            }
            if let operand = operand(rhs) {
                guard !mentionsParameter(lhs) else { throw Unsupported(reason: "both sides depend on the record", range: expr.range) }
                return .compare(operand, flipped(comparison), try value(lhs, for: operand))
            }
            throw Unsupported(reason: "neither side is a stored field of the record (computed values such as a text's count are not in the store)", range: expr.range)
        case .call(let callee, let arguments, _):
            guard case .member(let base, let method, _) = callee.kind, arguments.count == 1,
                  let path = path(base), fieldType(path) != nil else {
                throw Unsupported(reason: "this call cannot be computed by the store", range: expr.range)
            }
            let match: TextMatch
            var caseSensitive = true
            switch method {
            case "contains": match = .contains
            case "hasPrefix": match = .hasPrefix
            case "hasSuffix": match = .hasSuffix
            case "localizedCaseInsensitiveContains": match = .contains; caseSensitive = false
            default: throw Unsupported(reason: "'\(method)' cannot be computed by the store", range: expr.range)
            }
            guard !mentionsParameter(arguments[0].value), case .string(let text) = try constant(arguments[0].value) else {
                throw Unsupported(reason: "'\(method)' needs a text that does not depend on the record", range: arguments[0].value.range)
            }
            return .text(FieldPath(path), match, text, caseSensitive: caseSensitive)
        default:
            if let path = path(expr), fieldType(path) == .bool {
                return .compare(.value(FieldPath(path)), .equal, .bool(true))
            }
            throw Unsupported(reason: "this expression cannot be computed by the store", range: expr.range)
        }
    }

    func flipped(_ comparison: Comparison) -> Comparison {
        switch comparison {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        default: return comparison
        }
    }

    /// `$0.a.b` as a path of the record; `$0.jobs.count` as a relationship count.
    func operand(_ expr: Expr) -> Operand? {
        guard let full = path(expr) else { return nil }
        if full.last == "count", full.count >= 2, fieldType(Array(full.dropLast())) == .array(.id) {
            return .count(FieldPath(Array(full.dropLast())))
        }
        guard let type = fieldType(full), type != .array(.id) else { return nil }
        return .value(FieldPath(full))
    }

    func path(_ expr: Expr) -> [String]? {
        switch expr.kind {
        case .member(let base, let name, _):
            if isParameter(base) { return [name] }
            return path(base).map { $0 + [name] }
        case .optionalChain(let inner), .bindOptional(let inner), .forceUnwrap(let inner), .parenthesized(let inner):
            return path(inner)
        default:
            return nil
        }
    }

    func isParameter(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .anonymousArgument(0): return parameter == "$0"
        case .identifier(let name): return name == parameter
        default: return false
        }
    }

    func value(_ expr: Expr, for operand: Operand) throws -> StoreValue {
        if case .value(let path) = operand, case .enumeration(let enumName, _, _)? = fieldType(path.components) {
            if case .implicitMember(let name) = expr.kind {
                guard let raw = enumRaw(enumName, name) else {
                    throw Unsupported(reason: "enum '\(enumName)' has no case '.\(name)'", range: expr.range)
                }
                return raw
            }
        }
        return try constant(expr)
    }

    /// Whether an expression refers to the closure's parameter anywhere.
    func mentionsParameter(_ expr: Expr) -> Bool {
        var found = false
        ExprWalker.walk(expr) { if isParameter($0) { found = true } }
        return found
    }
}

/// Visits every sub-expression.
enum ExprWalker {
    static func walk(_ expr: Expr, _ visit: (Expr) -> Void) {
        visit(expr)
        switch expr.kind {
        case .member(let base, _, _): walk(base, visit)
        case .call(let callee, let arguments, let trailing):
            walk(callee, visit)
            arguments.forEach { walk($0.value, visit) }
            for t in trailing { t.closure.body.forEach { walkStatement($0, visit) } }
        case .subscript(let base, let arguments):
            walk(base, visit)
            arguments.forEach { walk($0.value, visit) }
        case .unary(_, let operand): walk(operand, visit)
        case .binary(_, let lhs, let rhs), .assign(_, let lhs, let rhs):
            walk(lhs, visit)
            walk(rhs, visit)
        case .ternary(let a, let b, let c):
            walk(a, visit); walk(b, visit); walk(c, visit)
        case .array(let items): items.forEach { walk($0, visit) }
        case .dictionary(let entries): entries.forEach { walk($0.key, visit); walk($0.value, visit) }
        case .try(_, let inner), .forceUnwrap(let inner), .bindOptional(let inner), .optionalChain(let inner), .parenthesized(let inner):
            walk(inner, visit)
        case .string(let parts):
            for case .expr(let inner) in parts { walk(inner, visit) }
        case .closure(let closure):
            closure.body.forEach { walkStatement($0, visit) }
        default: break
        }
    }

    static func walkStatement(_ statement: Stmt, _ visit: (Expr) -> Void) {
        switch statement.kind {
        case .expr(let e), .throw(let e), .return(let e?): walk(e, visit)
        case .binding(let b): if let v = b.value { walk(v, visit) }
        default: break
        }
    }
}
