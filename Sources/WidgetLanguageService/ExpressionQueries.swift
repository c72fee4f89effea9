import WidgetLanguage
import WidgetRuntime

/// Questions about the checked expressions of an analysis, by byte offset of the module's text.
extension ModuleAnalysis {
    /// The innermost expression the checker typed that contains `offset`.
    func innermostTyped(at offset: Int) -> TypeRecorder.Entry? {
        var best: TypeRecorder.Entry?
        for entry in types.entries where entry.expr.range.start.offset <= offset && offset <= entry.expr.range.end.offset {
            if let current = best, current.expr.range.end.offset - current.expr.range.start.offset
                <= entry.expr.range.end.offset - entry.expr.range.start.offset { continue }
            best = entry
        }
        return best
    }

    /// The type the checker gave the expression at exactly this range, if it typed one.
    func type(ofRange range: SourceRange) -> SemanticType? {
        entriesByRange[RangeKey(range)]?.type
    }

    /// The innermost expression at `offset` (typed or not) and the typed one around it.
    func expression(at offset: Int) -> (node: Expr, typed: TypeRecorder.Entry)? {
        guard let typed = innermostTyped(at: offset) else { return nil }
        return (ExpressionTree.innermost(in: typed.expr, at: offset), typed)
    }
}

/// A source range as a dictionary key (its offsets).
struct RangeKey: Hashable {
    let start: Int, end: Int
    init(_ range: SourceRange) {
        start = range.start.offset
        end = range.end.offset
    }
}

enum ExpressionTree {
    /// The expressions directly inside one (not those inside closures' statements,
    /// which the checker types on their own).
    static func children(_ expr: Expr) -> [Expr] {
        switch expr.kind {
        case .integer, .largeInteger, .double, .regex, .bool, .nil, .identifier, .anonymousArgument, .implicitMember, .keyPath, .bindingPattern, .closure:
            return []
        case .string(let parts):
            return parts.compactMap { if case .expr(let inner) = $0 { return inner } else { return nil } }
        case .member(let base, _, _): return [base]
        case .call(let callee, let arguments, _): return [callee] + arguments.map(\.value)
        case .subscript(let base, let arguments): return [base] + arguments.map(\.value)
        case .unary(_, let operand): return [operand]
        case .binary(_, let lhs, let rhs): return [lhs, rhs]
        case .ternary(let condition, let then, let otherwise): return [condition, then, otherwise]
        case .assign(_, let target, let value): return [target, value]
        case .array(let elements): return elements
        case .dictionary(let entries): return entries.flatMap { [$0.key, $0.value] }
        case .try(_, let inner), .forceUnwrap(let inner), .bindOptional(let inner), .optionalChain(let inner),
             .parenthesized(let inner), .postfixRange(let inner), .postfixOperator(_, let inner):
            return [inner]
        case .tuple(let elements): return elements.map(\.value)
        case .cast(_, let inner, _): return [inner]
        }
    }

    /// The innermost expression inside `expr` (itself included) that contains `offset`.
    static func innermost(in expr: Expr, at offset: Int) -> Expr {
        var current = expr
        while let child = children(current).first(where: { $0.range.start.offset <= offset && offset <= $0.range.end.offset }) {
            current = child
        }
        return current
    }
}
