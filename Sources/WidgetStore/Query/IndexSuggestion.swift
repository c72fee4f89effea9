extension Query {
    /// The index that answers this query's shape without scanning or sorting: the fields
    /// it tests for equality (in its top-level `&&` chain), then the fields it sorts by.
    /// Only fields of the model itself count (not related records' fields or counts).
    ///
    /// The store never creates indexes while answering a query; the runtime can call this
    /// for the queries a widget file contains and declare the result in
    /// `ModelSchema.indexes`, so the index is built once, when the store is opened.
    public var suggestedIndex: [String]? {
        var columns: [String] = []
        if let filter { Self.equalityFields(filter, negated: false, into: &columns) }
        for key in sort {
            guard case .value(let path) = key.operand, path.components.count == 1 else { break }
            let name = path.components[0]
            if !columns.contains(name) { columns.append(name) }
        }
        return columns.isEmpty ? nil : columns
    }

    private static func equalityFields(_ filter: Filter, negated: Bool, into columns: inout [String]) {
        switch filter {
        case .and(let left, let right) where !negated:
            equalityFields(left, negated: false, into: &columns)
            equalityFields(right, negated: false, into: &columns)
        case .or(let left, let right) where negated:
            equalityFields(left, negated: true, into: &columns)
            equalityFields(right, negated: true, into: &columns)
        case .not(let inner):
            equalityFields(inner, negated: !negated, into: &columns)
        case .compare(.value(let path), let comparison, let value) where path.components.count == 1:
            let isEquality = (comparison == .equal) != negated
            // `!= true` on a Bool is an equality (`= 0`) too, negated or not.
            let isBoolean = value.boolValue != nil && (comparison == .equal || comparison == .notEqual)
            let name = path.components[0]
            if (isEquality || isBoolean) && name != "id" && !columns.contains(name) { columns.append(name) }
        default:
            break
        }
    }
}
