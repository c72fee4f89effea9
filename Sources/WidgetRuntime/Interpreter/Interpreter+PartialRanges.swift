import WidgetLanguage

extension Interpreter {
    /// The index of `base[index]`. A partial range (`numbers[1...]`, `text[..<i]`,
    /// `items[...2]`) is the list of the positions it covers in this collection,
    /// as a closed range is; anything else is evaluated as written.
    func subscriptIndex(_ index: Expr, of collection: Value, _ env: Environment) throws -> Value {
        let count: Int
        switch collection {
        case .array(let items): count = items.count
        case .string(let s): count = s.count
        default: return try eval(index, env)
        }
        let low: Int, high: Int
        switch index.kind {
        case .postfixRange(let lower):
            low = try int(try eval(lower, env), lower.range)
            high = count
        case .unary(let op, let upper) where op == "..." || op == "..<":
            low = 0
            let bound = try int(try eval(upper, env), upper.range)
            let (end, overflow) = op == "..." ? bound.addingReportingOverflow(1) : (bound, false)
            high = overflow ? Int.max : end
        default:
            return try materialized(try eval(index, env), at: index.range)
        }
        guard low >= 0, high <= count, low <= high else {
            throw error("the range \(low)..<\(high == Int.max ? "overflow" : String(high)) is out of bounds (count \(count))", index.range)
        }
        try chargeElements(high - low, at: index.range)
        return .array((low..<high).map { .int($0) })
    }
}
