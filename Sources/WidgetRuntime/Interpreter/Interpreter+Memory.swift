import WidgetLanguage

/// The memory budget: every string, array and dictionary an evaluation builds
/// is charged by its size before it is built, so a value that grows without
/// end (`s = s + s`, `a = a + a`) fails at its location long before it can
/// exhaust the machine (or overflow a shared value's retain count).
extension Interpreter {
    /// What one element of an array is charged: its slot and a share of the value it holds.
    static let bytesPerElement = 16
    /// What one pair of a dictionary or one field of a struct is charged.
    static let bytesPerPair = 32

    /// Charges `bytes` about to be built; fails at `range` when the budget would be exceeded.
    func charge(_ bytes: Int, at range: SourceRange) throws {
        let (total, overflow) = bytesBuilt.addingReportingOverflow(max(0, bytes))
        if overflow || total > memoryBudget { throw memoryError(at: range) }
        bytesBuilt = total
    }

    /// Charges an array of `count` elements about to be built.
    func chargeElements(_ count: Int, at range: SourceRange) throws {
        let (bytes, overflow) = max(0, count).multipliedReportingOverflow(by: Interpreter.bytesPerElement)
        try charge(overflow ? Int.max : bytes, at: range)
    }

    /// Charges a value of `a + b` units of `unit` bytes about to be built (two strings or arrays joined).
    func chargeSum(_ a: Int, _ b: Int, per unit: Int, at range: SourceRange) throws {
        let (sum, overflow) = a.addingReportingOverflow(b)
        let (bytes, overflow2) = sum.multipliedReportingOverflow(by: unit)
        try charge(overflow || overflow2 ? Int.max : bytes, at: range)
    }

    func memoryError(at range: SourceRange) -> RuntimeError {
        RuntimeError("evaluation used more than its memory budget (\(Interpreter.budgetText(memoryBudget))); is a value growing without end here?", at: range)
    }

    /// `256 MB`, `64 KB`, `1000 bytes`.
    static func budgetText(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }

    /// The text form of a value (as in interpolation), charged to the budget.
    /// Its length is estimated first, so an array holding one large string a
    /// million times is refused before its text is built.
    func describeCharged(_ value: Value, at range: SourceRange) throws -> String {
        if case .string(let s) = value { return s }
        if let text = try userDescription(value, at: range) { return text }
        let remaining = memoryBudget - bytesBuilt
        if try describedLength(value, within: remaining, at: range) > remaining { throw memoryError(at: range) }
        let text = program.tree.isSwift ? try swiftText(value, nested: false, at: range) : describe(value)
        try charge(text.utf8.count, at: range)
        return text
    }

    /// Charges the text a timeline's entries are kept as in the store: entries
    /// that hold one large string many times would make a huge text.
    func chargeStored(_ entries: [Value], at range: SourceRange) throws {
        let remaining = memoryBudget - bytesBuilt
        let length = try describedLength(entries, within: remaining, at: range)
        if length > remaining { throw memoryError(at: range) }
        try charge(length, at: range)
    }

    /// About how many bytes `describe(value)` makes; stops counting once past `limit`.
    /// Each value it visits counts as a step, so a deeply shared value cannot stall it.
    func describedLength(_ value: Value, within limit: Int, at range: SourceRange) throws -> Int {
        try tick(range)
        switch value {
        case .string(let s): return s.utf8.count + 2
        case .error(let message): return message.utf8.count
        case .type(let name): return name.utf8.count
        case .keyPath(let path), .sortDescriptor(let path, _): return path.reduce(48) { $0 + $1.utf8.count + 1 }
        case .array(let items): return try describedLength(items, within: limit, at: range)
        case .tuple(let tuple):
            return try describedLength(tuple.elements, within: limit, at: range) + tuple.labels.reduce(0) { $0 + ($1?.utf8.count ?? 0) + 2 }
        case .member(let name, _), .family(let name), .enumCase(_, let name, _): return name.utf8.count
        case .dictionary(let pairs):
            var total = 4
            for pair in pairs {
                total += try describedLength(pair.key, within: limit, at: range) + describedLength(pair.value, within: limit, at: range) + 4
                if total > limit { return total }
            }
            return total
        case .object(let object):
            var total = object.type.utf8.count + 2
            for field in object.fields {
                total += field.name.utf8.count + 4 + (try describedLength(field.value, within: limit, at: range))
                if total > limit { return total }
            }
            return total
        case .record(let record):
            var total = record.model.utf8.count + 2
            for (key, field) in record.values {
                switch field {
                case .record, .array: continue
                default: total += key.utf8.count + 4 + (try describedLength(field, within: limit, at: range))
                }
                if total > limit { return total }
            }
            return total
        default:
            return 48
        }
    }

    func describedLength(_ items: [Value], within limit: Int, at range: SourceRange) throws -> Int {
        var total = 2
        for item in items {
            total += try describedLength(item, within: limit, at: range) + 2
            if total > limit { return total }
        }
        return total
    }
}
