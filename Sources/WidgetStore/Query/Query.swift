/// A request for records of one model: which ones (`filter`), in what order (`sort`),
/// and how many (`limit`, `offset`). Compiled to SQL with bound parameters only.
public struct Query: Sendable, Hashable {
    public var model: String
    public var filter: Filter?
    /// Sort keys, most significant first. Records that tie on every key keep insertion order.
    public var sort: [SortKey]
    public var limit: Int?
    public var offset: Int?

    public init(_ model: String, filter: Filter? = nil, sort: [SortKey] = [], limit: Int? = nil, offset: Int? = nil) {
        self.model = model
        self.filter = filter
        self.sort = sort
        self.limit = limit
        self.offset = offset
    }
}

/// A dotted path from a model to a value: a field (`"name"`), the record's `"id"`, a
/// to-one relationship (its target's id), or a field of a related record reached through
/// to-one relationships (`"owner.name"`).
public struct FieldPath: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var components: [String]

    public init(_ components: [String]) { self.components = components }
    public init(_ dotted: String) { components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { components.joined(separator: ".") }
}

/// What a predicate compares or a sort key orders by.
public enum Operand: Sendable, Hashable {
    /// The value at a path.
    case value(FieldPath)
    /// How many records a to-many relationship at the end of the path links (`"jobs"`).
    case count(FieldPath)
}

public enum Comparison: String, Sendable, Hashable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}

public enum TextMatch: String, Sendable, Hashable {
    case contains, hasPrefix, hasSuffix
}

/// A condition on records, as a tree.
public indirect enum Filter: Sendable, Hashable {
    /// Compare with a value. `.equal`/`.notEqual` with `.null` test for nil; a nil value
    /// equals only nil and never satisfies `<`, `<=`, `>`, `>=`.
    case compare(Operand, Comparison, StoreValue)
    /// A string test; case-insensitive matching folds case the Unicode way (`lowercased()`).
    case text(FieldPath, TextMatch, String, caseSensitive: Bool)
    case and(Filter, Filter)
    case or(Filter, Filter)
    case not(Filter)
    /// Always true or always false.
    case constant(Bool)

    public static func && (lhs: Filter, rhs: Filter) -> Filter { .and(lhs, rhs) }
    public static func || (lhs: Filter, rhs: Filter) -> Filter { .or(lhs, rhs) }
    public static prefix func ! (operand: Filter) -> Filter { .not(operand) }

    /// `path == value`, the most common comparison.
    public static func field(_ path: FieldPath, _ comparison: Comparison, _ value: StoreValue) -> Filter {
        .compare(.value(path), comparison, value)
    }
}

public struct SortKey: Sendable, Hashable {
    public var operand: Operand
    public var ascending: Bool

    public init(_ operand: Operand, ascending: Bool = true) {
        self.operand = operand
        self.ascending = ascending
    }

    public static func ascending(_ path: FieldPath) -> SortKey { SortKey(.value(path)) }
    public static func descending(_ path: FieldPath) -> SortKey { SortKey(.value(path), ascending: false) }
}
