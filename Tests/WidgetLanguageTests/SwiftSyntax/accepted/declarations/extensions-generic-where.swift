extension Array where Element: Equatable {
    func removingDuplicates() -> [Element] {
        var out: [Element] = []
        for e in self where !out.contains(e) { out.append(e) }
        return out
    }
}
extension Dictionary where Key == String, Value: Numeric {
    var sum: Value { values.reduce(0, +) }
}
extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Result: Sendable where Success: Sendable {}
