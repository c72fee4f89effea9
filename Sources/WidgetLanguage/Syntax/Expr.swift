/// An expression with its source range.
public struct Expr: Sendable, Hashable {
    public var kind: ExprKind
    public var range: SourceRange

    public init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Only the cases that hold an expression directly are `indirect` (boxed): names
/// and literals, most of a syntax tree, are stored inline without an allocation.
public enum ExprKind: Sendable, Hashable {
    case integer(Int)
    /// An integer literal beyond `Int`'s range, as its digits (`0x` prefix kept, no `_`).
    /// Swift reads it; Widgetry's integers are `Int`s, so using its value is an error.
    case largeInteger(String)
    case double(Double)
    /// `/[a-z]+/`, `#/(\d+)/#`: a regex literal, as written. Read; Widgetry has no regex
    /// engine, so the checker refuses it.
    case regex(String)
    case string([InterpolatedPart])
    case bool(Bool)
    case `nil`
    case identifier(String)
    /// `$0`, `$1` inside a closure.
    case anonymousArgument(Int)
    /// `.systemSmall`, `.bold`, `.after(...)` (with the base type inferred).
    case implicitMember(name: String)
    indirect case member(base: Expr, name: String, nameRange: SourceRange)
    indirect case call(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure])
    indirect case `subscript`(base: Expr, arguments: [Argument])
    indirect case unary(op: String, operand: Expr)
    /// `50%`, `n′`: a postfix operator the program declares (`postfix operator %`),
    /// written against its operand at the end of an expression.
    indirect case postfixOperator(op: String, operand: Expr)
    indirect case binary(op: String, lhs: Expr, rhs: Expr)
    indirect case ternary(condition: Expr, then: Expr, else: Expr)
    indirect case assign(op: String, target: Expr, value: Expr)
    indirect case closure(Closure)
    /// `\.name`, `\User.name.count`.
    case keyPath(root: String?, path: [String])
    case array([Expr])
    case dictionary([DictionaryEntry])
    /// `try e`, `try? e`, `try! e`.
    indirect case `try`(kind: TryKind, expr: Expr)
    /// `e!`.
    indirect case forceUnwrap(Expr)
    /// `e?` inside an optional chain.
    indirect case bindOptional(Expr)
    /// The whole chain `a?.b.c`: evaluates to nil if any bound optional is nil.
    indirect case optionalChain(Expr)
    /// `(e)` kept so the printer and formatter can show it.
    indirect case parenthesized(Expr)
    /// `(a, b)`, `(x: 1, y: 2)`: two or more elements, each maybe labelled.
    case tuple([Argument])
    /// `e as T`, `e as? T`, `e as! T`, `e is T`.
    indirect case cast(op: CastOperator, expr: Expr, type: TypeRef)
    /// `90...`: a range open at the top (a `PartialRangeFrom` value, a `case` pattern, a subscript's positions).
    indirect case postfixRange(Expr)
    /// `let name` inside a pattern (`case .loaded(let repo)`, `case let (x, y)`).
    case bindingPattern(name: String, isConstant: Bool)
}

public enum CastOperator: String, Sendable, Hashable {
    case plain = "as", optional = "as?", forced = "as!", test = "is"
}

public enum TryKind: String, Sendable, Hashable {
    case plain = "try", optional = "try?", forced = "try!"
}

public enum InterpolatedPart: Sendable, Hashable {
    case text(String)
    case expr(Expr)
}

/// `label: value` or just `value` in a call.
public struct Argument: Sendable, Hashable {
    public var label: String?
    public var labelRange: SourceRange?
    public var value: Expr

    public init(label: String?, labelRange: SourceRange? = nil, value: Expr) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
    }
}

/// A trailing closure; the first has no label, later ones do (`icon: { … }`).
public struct TrailingClosure: Sendable, Hashable {
    public var label: String?
    public var closure: Closure
    public var range: SourceRange
}

public struct DictionaryEntry: Sendable, Hashable {
    public var key: Expr
    public var value: Expr
}

/// `{ a, b in … }` or `{ $0 … }`.
public struct Closure: Sendable, Hashable {
    public var parameters: [Parameter]
    public var body: [Stmt] {
        didSet { valueBody = Closure.valueBody(of: body) }
    }
    /// `{ switch family { case .systemLarge: true; default: false } }`: a body of one `if` or `switch`
    /// whose branches are each one expression, as a closure that gives a value runs it (SE-0380: each
    /// branch's expression is the closure's result); nil for any other body. A closure that builds views
    /// runs `body`, where the branches are views either way.
    public private(set) var valueBody: [Stmt]?
    public var range: SourceRange
    /// Where the `in` after the closure's signature is, if it has one.
    public var inRange: SourceRange? = nil
    /// For a closure without named parameters, one more than the highest `$n` its
    /// body uses (`{ "\($0)\($1)" }` is 2): a single tuple it is given is then split
    /// into `$0`, `$1`, as Swift does for `zip(a, b).map { … }`.
    public var anonymousArgumentCount = 0
    /// A local function (`func add(_ a: Int, by b: Int = 1) { … }` in a body): called with its labels and defaults.
    public var isLocalFunction = false
    /// How many of the body's first statements are its capture list (`[count, total = a + b] in`: `let count = count`,
    /// `let total = a + b`): the interpreter runs them where the closure is made, as Swift captures those values then.
    public var captureCount = 0
    /// The result type its signature writes (`{ (n: Int) -> Tone in … }`), if it does.
    public var returnType: TypeRef? = nil

    public init(parameters: [Parameter], body: [Stmt], range: SourceRange, inRange: SourceRange? = nil) {
        self.parameters = parameters
        self.body = body
        self.range = range
        self.inRange = inRange
        valueBody = Closure.valueBody(of: body)
    }

    static func valueBody(of body: [Stmt]) -> [Stmt]? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .if, .switch: return ImplicitReturns.returning(body[0]).map { [$0] }
        default: return nil
        }
    }

    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var type: TypeRef?
        public var range: SourceRange
        /// A local function's parameter (`func add(_ a: Int, by b: Int = 1)` in a body): its argument label and
        /// default value, by which a call (`add(2)`, `add(2, by: 3)`) gives it its argument.
        public var localFunctionLabel: String? = nil
        public var defaultValue: Expr? = nil
        /// A local function's `inout` parameter: its body may change it, and the call gives the value back (`bump(&n)`).
        public var isInout = false

        public init(name: String, type: TypeRef?, range: SourceRange) {
            self.name = name
            self.type = type
            self.range = range
        }
    }
}
