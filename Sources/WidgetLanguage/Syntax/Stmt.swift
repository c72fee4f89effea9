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
    indirect case forIn(ForLoop)
    indirect case `while`(condition: Expr, body: [Stmt])
    /// `while let next = try await group.next() { … }`: conditions as an `if` has them.
    indirect case whileLet(conditions: [Condition], body: [Stmt])
    /// `repeat { … } while condition`.
    indirect case `repeat`(body: [Stmt], condition: Expr)
    /// `outer: for …`: a loop (or `switch`/`do`) with a label for `break`/`continue`.
    indirect case labeled(label: String, Stmt)
    /// `defer { … }`: runs when the enclosing block is left, however it is left.
    indirect case `defer`([Stmt])
    indirect case `return`(Expr?)
    indirect case `throw`(Expr)
    indirect case `do`(body: [Stmt], catchName: String?, catchBody: [Stmt]?)
    /// `do { … } catch let e as NetworkError { … } catch { … }`: each clause a
    /// pattern (none for a plain `catch`, which names the error `error`) with its body.
    indirect case doCatch(body: [Stmt], clauses: [SwitchCase])
    case `break`(label: String?)
    case `continue`(label: String?)
    case `fallthrough`
}

/// `for pattern in sequence where condition { … }`; the pattern is a name,
/// `_`, or a tuple of them (`for (index, item) in items.enumerated()`).
public struct ForLoop: Sendable, Hashable {
    public var pattern: Expr
    public var sequence: Expr
    public var whereClause: Expr?
    public var body: [Stmt]
    /// `for case let x? in …`: the pattern filters the elements it does not match.
    public var isCasePattern: Bool

    public init(pattern: Expr, sequence: Expr, whereClause: Expr? = nil, body: [Stmt], isCasePattern: Bool = false) {
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
        self.isCasePattern = isCasePattern
    }

    /// The loop variable when the pattern is one name.
    public var name: String? {
        if case .identifier(let name) = pattern.kind { return name }
        return nil
    }
}

/// `let name: Type = value` / `var …`.
public struct Binding: Sendable, Hashable {
    public var isConstant: Bool
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeRef?
    public var value: Expr?
    /// `let (data, response) = …`: a tuple of names (then `name` is empty).
    public var pattern: Expr? = nil
    /// `@Clamped(0...10) var level = 5` in a body: the attributes written before it (Swift files only).
    public var attributes: [Attribute] = []
    /// `func next(_ a: Int) -> Int { … }` in a body: the constant closure it is, named in the whole block.
    public var isFunction = false
    /// `async let x = f()`: run where it is declared; an error `f` throws is thrown where `x` is read (`try await x`).
    public var isAsync = false
}

/// One condition of an `if`/`guard`: a Bool expression or `let name = optional`.
public enum Condition: Sendable, Hashable {
    case expr(Expr)
    case optionalBinding(name: String, nameRange: SourceRange, value: Expr)
    /// `case pattern = value` (`if case .some(let x) = e`).
    case pattern(Expr, value: Expr)
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
    /// `case let (x, y) where x > y:`: the `where` of the last pattern.
    public var whereClause: Expr? = nil
    /// `case .sun(let t) where t > 30, .rain:`: the `where` of each pattern before the
    /// last, in order (empty when none of them has one). Each guards its own pattern only.
    public var earlierWhereClauses: [Expr?] = []
    public var isDefault: Bool { patterns.isEmpty }

    /// The `where` that guards `patterns[index]`, if it has one.
    public func whereClause(ofPattern index: Int) -> Expr? {
        if index == patterns.count - 1 { return whereClause }
        return index < earlierWhereClauses.count ? earlierWhereClauses[index] : nil
    }

    /// The patterns no `where` guards: those that match whenever their pattern does.
    public var unguardedPatterns: [Expr] { patterns.indices.filter { whereClause(ofPattern: $0) == nil }.map { patterns[$0] } }

    /// Every `where` of the case, in order.
    public var allWhereClauses: [Expr] { earlierWhereClauses.compactMap { $0 } + (whereClause.map { [$0] } ?? []) }
}
