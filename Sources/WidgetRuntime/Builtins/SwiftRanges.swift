import WidgetLanguage

/// `low..<high` and `low...high` of two Ints: Swift's `Range<Int>` and
/// `ClosedRange<Int>`, values of their own that keep their bounds (`r.lowerBound`,
/// `print(0..<4)` as `0..<4`, an empty `5..<5`). Their own members are here; any
/// other member, a `for` loop, a subscript and a built-in given one as an argument
/// see the range as the list of its numbers (`materialized`), as Swift's
/// `Sequence` and `Collection` members do.
enum SwiftRanges {
    static let halfOpenName = "Range<Int>"
    static let closedName = "ClosedRange<Int>"

    static func typeName(_ op: String) -> String { op == "..." ? closedName : halfOpenName }
    static func isRangeType(_ name: String) -> Bool { name == halfOpenName || name == closedName }

    /// A range's value; nil when the bounds are the wrong way round, which Swift stops the program for.
    static func value(_ op: String, _ low: Int, _ high: Int) -> Value? {
        guard low <= high else { return nil }
        return Interpreter.foundationObject(typeName(op), [("lowerBound", .int(low)), ("upperBound", .int(high))])
    }

    static func bounds(_ value: Value) -> (lower: Int, upper: Int, closed: Bool)? {
        guard case .object(let object) = value, isRangeType(object.type),
              case .int(let low)? = object["lowerBound"], case .int(let high)? = object["upperBound"] else { return nil }
        return (low, high, object.type == closedName)
    }

    /// How many numbers it holds; nil when that is more than an Int holds (`Int.min...Int.max`).
    static func count(_ value: Value) -> Int? {
        guard let (low, high, closed) = bounds(value) else { return nil }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        if overflow { return nil }
        if !closed { return span }
        let (count, tooMany) = span.addingReportingOverflow(1)
        return tooMany ? nil : count
    }

    /// `0..<4` and `1...3`, as Swift's `description` writes them.
    static func description(_ value: Value) -> String? {
        guard let (low, high, closed) = bounds(value) else { return nil }
        return "\(low)\(closed ? "..." : "..<")\(high)"
    }

    /// `Range(0..<4)` and `ClosedRange(1...3)`, as Swift writes one inside a collection or with `debugPrint`.
    static func debugDescription(_ value: Value) -> String? {
        guard let text = description(value), let (_, _, closed) = bounds(value) else { return nil }
        return "\(closed ? "ClosedRange" : "Range")(\(text))"
    }

    static func register(in registry: inout BuiltinRegistry) {
        for op in ["...", "..<"] {
            let name = typeName(op)
            let closed = op == "..."
            let type = BuiltinType(name, instance: .named(name)) { _ in value(op, 1, 3) ?? .null }
            type.sampleSource = "(1\(op)3)"
            type.add(.init("lowerBound", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "lowerBound") })
            type.add(.init("upperBound", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "upperBound") })
            type.add(.init("count", .property, result: .int) { i, v, _, r in
                guard let count = count(v) else { throw i.error("the range holds more numbers than an Int can count", r) }
                return .int(count)
            })
            type.add(.init("isEmpty", .property, result: .bool, note: closed ? "a closed range is never empty" : "") { _, v, _, _ in
                guard let (low, high, closed) = bounds(v) else { return .bool(false) }
                return .bool(!closed && low == high)
            })
            type.add(.init("description", .property, result: .string) { _, v, _, _ in .string(description(v) ?? "") })
            if !closed {
                // A range's indices are its numbers: `(3..<10).startIndex` is 3.
                type.add(.init("startIndex", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "lowerBound") })
                type.add(.init("endIndex", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "upperBound") })
            }
            // (`(0...100).contains(charge)` with a Double `charge`: the literal bounds make a range of Doubles, as in Swift.)
            type.add(.init("contains", .method, ["_:Double", "where:Closure", "{}!"], result: .bool) { i, v, args, r in
                guard args.first?.label == nil, let (low, high, closed) = bounds(v) else {
                    return try i.callMethod(try i.materialized(v, at: r), "contains", args, at: r, nameRange: r)
                }
                if case .int(let x)? = args.value(nil) { return .bool(x >= low && (closed ? x <= high : x < high)) }
                let x = try i.number(args.value(nil), "contains", r)
                return .bool(x >= Double(low) && (closed ? x <= Double(high) : x < Double(high)))
            })
            type.add(.init("clamped", .method, ["to:\(name)"], result: .named(name)) { i, v, args, r in
                guard let (low, high, _) = bounds(v), let (limitLow, limitHigh, _) = bounds(args.value("to") ?? .null) else {
                    throw i.error("'clamped(to:)' takes a range of the same kind, as in 0\(op)10", r)
                }
                let newLow = min(max(low, limitLow), limitHigh), newHigh = max(min(high, limitHigh), limitLow)
                return value(op, newLow, newHigh) ?? v
            })
            type.add(.init("overlaps", .method, ["_:\(name)"], result: .bool) { i, v, args, r in
                guard let (low, high, closed) = bounds(v), let (otherLow, otherHigh, _) = bounds(args.value(nil) ?? .null) else {
                    throw i.error("'overlaps' takes a range of the same kind, as in 0\(op)10", r)
                }
                if closed { return .bool(low <= otherHigh && otherLow <= high) }
                // Half-open ranges overlap when they share a number; an empty one overlaps nothing.
                return .bool(low < high && otherLow < otherHigh && low < otherHigh && otherLow < high)
            })
            registry.register(type: type)
        }
    }
}

extension Interpreter {
    /// The list of a range's numbers, where it is used as a sequence or a collection
    /// (a built-in's argument, a member of Array's, a `for` loop); any other value as it is.
    func materialized(_ value: Value, at range: SourceRange) throws -> Value {
        if SwiftLazySequences.isSequence(value) { return .array(try listed(value, at: range)) }
        guard let (low, high, closed) = SwiftRanges.bounds(value) else { return value }
        guard let count = SwiftRanges.count(value), count <= 1_000_000 else {
            throw error("a range of \(SwiftRanges.count(value).map(String.init) ?? "more than \(Int.max)") numbers is too large", range)
        }
        try chargeElements(count, at: range)
        return .array((closed ? Array(low...high) : Array(low..<high)).map { .int($0) })
    }

    /// The arguments of a call of a built-in, its ranges given as their numbers.
    func materializedRanges(_ args: [CallArgument]) throws -> [CallArgument] {
        guard args.contains(where: { SwiftRanges.bounds($0.value) != nil }) else { return args }
        return try args.map { CallArgument(label: $0.label, value: try materialized($0.value, at: $0.range), range: $0.range) }
    }
}
