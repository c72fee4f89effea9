/// A statement with its source range.
public struct Stmt: Sendable, Hashable {
    public var kind: StmtKind
    public var range: SourceRange

    public init(_ kind: StmtKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Expression statements, the most common kind, are stored inline; the others are boxed.
public enum StmtKind: Sendable, Hashable {
    case expr(Expr)
    indirect case binding(Binding)
    indirect case `if`(conditions: [Condition], then: [Stmt], else: ElseClause?)
    indirect case `guard`(conditions: [Condition], else: [Stmt])
    indirect case `switch`(subject: Expr, cases: [SwitchCase])
    indirect case forIn(name: String, nameRange: SourceRange, sequence: Expr, body: [Stmt])
    indirect case `while`(condition: Expr, body: [Stmt])
    indirect case `return`(Expr?)
    indirect case `throw`(Expr)
    indirect case `do`(body: [Stmt], catchName: String?, catchBody: [Stmt]?)
    case `break`
    case `continue`
}

/// `let name: Type = value` / `var …`.
public struct Binding: Sendable, Hashable {
    public var isConstant: Bool
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeRef?
    public var value: Expr?
}

/// One condition of an `if`/`guard`: a Bool expression or `let name = optional`.
public enum Condition: Sendable, Hashable {
    case expr(Expr)
    case optionalBinding(name: String, nameRange: SourceRange, value: Expr)
}

public enum ElseClause: Sendable, Hashable {
    case block([Stmt])
    case elseIf(Stmt)
}

/// `case .a, .b:` or `default:` and the statements that follow.
public struct SwitchCase: Sendable, Hashable {
    /// Empty for `default`.
    public var patterns: [Expr]
    public var body: [Stmt]
    public var range: SourceRange
    public var isDefault: Bool { patterns.isEmpty }
}
