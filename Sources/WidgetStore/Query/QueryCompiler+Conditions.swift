extension QueryCompiler {
    /// A predicate as a SQL condition. Negation is pushed down to the comparisons so that
    /// `!isDone` becomes `isDone = 0` (which an index can answer) and a nil value
    /// behaves as in Swift (`!(x > 3)` holds for nil).
    mutating func condition(_ predicate: Filter, negated: Bool) throws -> String {
        switch predicate {
        case .constant(let flag):
            return flag != negated ? dialect.trueCondition : dialect.falseCondition
        case .not(let inner):
            return try condition(inner, negated: !negated)
        case .and(let left, let right), .or(let left, let right):
            var isAnd = true
            if case .or = predicate { isAnd = false }
            let joiner = isAnd != negated ? " AND " : " OR "
            return "(" + (try condition(left, negated: negated)) + joiner + (try condition(right, negated: negated)) + ")"
        case .compare(let operand, let comparison, let value):
            return try compare(resolve(operand), comparison, value, negated: negated)
        case .text(let path, let match, let needle, let caseSensitive):
            let test = try text(resolve(.value(path)), match, needle, caseSensitive: caseSensitive)
            return negated ? "NOT \(dialect.falseWhenNull(test))" : test
        }
    }

    private mutating func compare(_ operand: Resolved, _ comparison: Comparison, _ value: StoreValue, negated: Bool) throws -> String {
        let effective = negated ? comparison.negated : comparison
        if value == .null {
            switch effective {
            case .equal: return "\(operand.sql) IS NULL"
            case .notEqual: return "\(operand.sql) IS NOT NULL"
            default: throw StoreError.invalidQuery("\(operand.name) cannot be compared with nil using \(comparison.rawValue)")
            }
        }
        if case .array = operand.type, comparison != .equal && comparison != .notEqual {
            throw StoreError.invalidQuery("\(operand.name) is an array; it can only be compared with == or !=")
        }
        guard var bound = ValueCoding.scalar(value, as: operand.type) else {
            throw StoreError.invalidQuery("\(operand.name) is \(operand.type), it cannot be compared with \(ValueCoding.describe(value))")
        }
        switch effective {
        case .equal:
            values.append(bound)
            return operand.nullable ? "\(operand.sql) \(dialect.isSame) ?" : "\(operand.sql) = ?"
        case .notEqual:
            if !operand.nullable, operand.type == .bool, case .integer(let flag) = bound {
                bound = .integer(flag == 0 ? 1 : 0)
                values.append(bound)
                return "\(operand.sql) = ?"
            }
            values.append(bound)
            return operand.nullable ? "\(operand.sql) \(dialect.isNotSame) ?" : "\(operand.sql) <> ?"
        default:
            values.append(bound)
            let test = "\(operand.sql) \(effective.rawValue) ?"
            // A nil never satisfies an ordering comparison, so its negation holds for nil.
            return negated && operand.nullable ? "(\(operand.sql) IS NULL OR \(test))" : test
        }
    }

    private mutating func text(_ operand: Resolved, _ match: TextMatch, _ needle: String, caseSensitive: Bool) throws -> String {
        switch operand.type {
        case .string, .id, .enumeration(_, .string, _): break
        default: throw StoreError.invalidQuery("\(operand.name) is \(operand.type), not a String, so it has no \(match.rawValue)")
        }
        let subject = caseSensitive ? operand.sql : dialect.folded(operand.sql)
        let pattern = caseSensitive ? needle : needle.lowercased()
        switch match {
        case .contains:
            values.append(.text(pattern))
            return "(\(dialect.position(of: "?", in: subject)) > 0)"
        case .hasPrefix:
            values.append(.text(pattern))
            return "(\(dialect.position(of: "?", in: subject)) = 1)"
        case .hasSuffix:
            if pattern.isEmpty { return "(\(subject) IS NOT NULL)" }
            values += [dialect.suffixLength(pattern.unicodeScalars.count), .text(pattern)]
            return "(\(dialect.suffix(subject)) = ?)"
        }
    }
}

extension Comparison {
    /// The comparison that holds exactly when this one does not (for non-nil values).
    var negated: Comparison {
        switch self {
        case .equal: .notEqual
        case .notEqual: .equal
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .greater: .lessOrEqual
        case .greaterOrEqual: .less
        }
    }
}
