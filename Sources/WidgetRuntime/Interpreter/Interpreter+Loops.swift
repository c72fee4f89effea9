import WidgetLanguage

extension Interpreter {
    /// `for`, `while` and `repeat … while`; `label` is set for `outer: for …`,
    /// so `break outer` / `continue outer` from a nested loop stop here.
    func runLoop(_ statement: Stmt, _ env: Environment, label: String?) throws {
        /// Runs one pass of the body: false when the loop must stop.
        func pass(_ body: [Stmt], _ inner: Environment) throws -> Bool {
            do {
                try exec(body, inner)
            } catch Unwind.breakLoop {
                return false
            } catch Unwind.continueLoop {
            } catch Unwind.breakLabel(let target) where target == label {
                return false
            } catch Unwind.continueLabel(let target) where target == label {
            }
            return true
        }
        switch statement.kind {
        case .forIn(let loop):
            let sequence = try eval(loop.sequence, env)
            if SwiftLazySequences.isSequence(sequence) || isProgramIteratedSequence(sequence) {
                // `for n in (1...).lazy.map(f).filter(p) { … break }`, `for n in Fibonacci() { … break }`: each element made as
                // the loop reaches it, none after a break.
                try looping(statement.range) {
                    try walk(sequence, at: loop.sequence.range) { element in
                        guard let inner = try iteration(loop, element, env) else { return true }
                        return try pass(loop.body, inner)
                    }
                }
                return
            }
            let items = try loopElements(loop.pattern, sequence, at: loop.sequence.range)
            try looping(statement.range) {
                for element in items {
                    guard let inner = try iteration(loop, element, env) else { continue }
                    if try !pass(loop.body, inner) { break }
                }
            }
        case .while(let condition, let body):
            try looping(statement.range) {
                while try truth(try eval(condition, env), condition.range) {
                    if try !pass(body, env) { break }
                }
            }
        case .whileLet(let conditions, let body):
            try looping(statement.range) {
                while true {
                    let inner = Environment(parent: env)
                    guard try conditionsHold(conditions, inner) else { break }
                    if try !pass(body, inner) { break }
                }
            }
        case .repeat(let body, let condition):
            try looping(statement.range) {
                repeat {
                    if try !pass(body, env) { break }
                } while try truth(try eval(condition, env), condition.range)
            }
        default:
            try exec(statement, env)
        }
    }
}

extension Interpreter {
    /// `stride(from: 0, to: 10, by: 2)`, `stride(from: 1.0, through: 0, by: -0.25)`: the values, as a list.
    func stride(_ args: [CallArgument], at range: SourceRange) throws -> Value {
        guard let from = args.first(where: { $0.label == "from" })?.value,
              let bound = args.first(where: { $0.label == "to" || $0.label == "through" }),
              let by = args.first(where: { $0.label == "by" })?.value else {
            throw error("stride takes from:, to: or through:, and by:", range)
        }
        let through = bound.label == "through"
        if case .int(let start) = from, case .int(let end) = bound.value, case .int(let step) = by {
            guard step != 0 else { throw error("stride's step must not be zero", range) }
            let (span, overflow) = end.subtractingReportingOverflow(start)
            let count = overflow ? Int.max : max(0, span / step + 1)
            try chargeElements(min(count, 1_000_001), at: range)
            guard count <= 1_000_000 else { throw error("a stride of \(count) numbers is too large", range) }
            return .array(through ? Swift.stride(from: start, through: end, by: step).map { .int($0) }
                                  : Swift.stride(from: start, to: end, by: step).map { .int($0) })
        }
        // `stride(from: start, to: end, by: 1_800)` over Dates: Date is Strideable by a TimeInterval.
        if case .date(let start) = from, case .date(let end) = bound.value, let step = by.number {
            guard step.isFinite, step != 0 else { throw error("stride's step must be a number that is not zero", range) }
            let count = end.timeIntervalSince(start) / step
            guard count <= 1_000_000 else { throw error("a stride of \(Int(count)) dates is too large", range) }
            try chargeElements(max(0, Int(count) + 1), at: range)
            return .array(through ? Swift.stride(from: start, through: end, by: step).map { .date($0) }
                                  : Swift.stride(from: start, to: end, by: step).map { .date($0) })
        }
        guard let start = from.number, let end = bound.value.number, let step = by.number, step.isFinite, step != 0,
              start.isFinite, end.isFinite else { throw error("stride takes numbers and a step that is not zero", range) }
        let count = (end - start) / step
        guard count <= 1_000_000 else { throw error("a stride of \(Int(count)) numbers is too large", range) }
        try chargeElements(max(0, Int(count) + 1), at: range)
        return .array(through ? Swift.stride(from: start, through: end, by: step).map { .double($0) }
                              : Swift.stride(from: start, to: end, by: step).map { .double($0) })
    }
}

extension Interpreter {
    /// The scope of one pass of `for pattern in sequence where condition`: the
    /// element bound (or matched, for `for case`), nil when the element is skipped.
    func iteration(_ loop: ForLoop, _ element: Value, _ env: Environment) throws -> Environment? {
        let inner = Environment(parent: env)
        if loop.isCasePattern {
            guard try matches(loop.pattern, element, inner) else { return nil }
        } else {
            try destructure(loop.pattern, element, inner, at: loop.sequence.range)
        }
        if let condition = loop.whereClause, try !truth(try eval(condition, inner), condition.range) { return nil }
        return inner
    }
}
