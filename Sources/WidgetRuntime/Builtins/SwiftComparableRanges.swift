import WidgetLanguage

/// `low...high` and `low..<high` of two values that are neither Ints (SwiftRanges) nor Dates
/// (DateRanges): Swift's `ClosedRange<Double>` (`0.0...1.0`, `0...2.5`), `Range<String>`
/// (`"a"..<"n"`), and a range of a type of the program's that is `Comparable`
/// (`ClosedRange<Comparable>` here). A value of its own that keeps its bounds; not a sequence,
/// as in Swift. Its members compare with the values' own order (`<` of the program's type).
enum SwiftComparableRanges {
    /// The element types with tables of their own; any other Comparable type's range is `…<Comparable>`.
    static let elements: [(name: String, type: SemanticType)] = [("Double", .double), ("String", .string), ("Comparable", .unknown)]

    static func typeName(_ op: String, _ element: String) -> String { (op == "..." ? "ClosedRange<" : "Range<") + element + ">" }
    static let typeNames: Set<String> = Set(elements.flatMap { [typeName("...", $0.name), typeName("..<", $0.name)] })
    static func isRangeType(_ name: String) -> Bool { typeNames.contains(name) }

    /// The checker's type of `a op b` for bounds of these types; nil for others (Ints, Dates, mismatches).
    /// `isComparable` tells whether a named type is one of the program's.
    static func type(_ op: String, _ a: SemanticType, _ b: SemanticType, isComparable: (String) -> Bool) -> SemanticType? {
        if a.isNumeric, b.isNumeric, a == .double || b == .double { return .named(typeName(op, "Double")) }
        if a == .string, b == .string { return .named(typeName(op, "String")) }
        if a == b, case .named(let name) = a, isComparable(name) { return .named(typeName(op, "Comparable")) }
        return nil
    }

    /// `ClosedRange<Double>` written as a type: the table of its element, nil for other elements.
    static func written(_ name: String, _ element: SemanticType) -> SemanticType? {
        guard name == "Range" || name == "ClosedRange", element == .double || element == .string else { return nil }
        return .named(typeName(name == "Range" ? "..<" : "...", element == .double ? "Double" : "String"))
    }

    /// A range of Ints where a range of Doubles goes (`let r: ClosedRange<Double> = 0...1`): the same op.
    static func acceptsIntRange(_ intRange: String, as name: String) -> Bool {
        SwiftRanges.isRangeType(intRange) && (name == typeName("...", "Double") ? intRange == SwiftRanges.closedName : name == typeName("..<", "Double") && intRange == SwiftRanges.halfOpenName)
    }

    static func elementName(_ value: Value) -> String {
        switch value {
        case .double: return "Double"
        case .string: return "String"
        default: return "Comparable"
        }
    }

    /// The range of two bounds: an Int beside a Double becomes a Double (`0...2.5`). Swift stops the
    /// program when the bounds are the wrong way round (or one is NaN); a widget gets a located error.
    static func make(_ op: String, _ a: Value, _ b: Value, _ i: Interpreter, at range: SourceRange) throws -> Value {
        var (low, high) = (a, b)
        if case .int(let x) = low, case .double = high { low = .double(Double(x)) }
        if case .double = low, case .int(let y) = high { high = .double(Double(y)) }
        guard let order = i.compare(low, high) else {
            throw i.error("a range needs two bounds of one Comparable type, not \(i.typeName(of: a)) and \(i.typeName(of: b))", range)
        }
        guard order <= 0, i.compare(high, low) ?? 1 >= 0 else { throw i.error("a range's lower bound is above its upper bound", range) }
        return Interpreter.foundationObject(typeName(op, elementName(low)), [("lowerBound", low), ("upperBound", high)])
    }

    static func bounds(_ value: Value) -> (lower: Value, upper: Value, closed: Bool)? {
        guard case .object(let object) = value, isRangeType(object.type),
              let low = object["lowerBound"], let high = object["upperBound"] else { return nil }
        return (low, high, object.type.hasPrefix("ClosedRange<"))
    }

    /// Whether `x` lies in the bounds; nil when it cannot be compared with them.
    static func contains(_ i: Interpreter, _ low: Value, _ high: Value, closed: Bool, _ x: Value) -> Bool? {
        guard let above = i.compare(x, low), let below = i.compare(x, high) else { return nil }
        return above >= 0 && (closed ? below <= 0 : below < 0)
    }

    static func register(in registry: inout BuiltinRegistry) {
        for element in elements {
            for op in ["...", "..<"] {
                register(op, element.name, element.type, in: &registry)
            }
        }
    }

    private static func register(_ op: String, _ element: String, _ elementType: SemanticType, in registry: inout BuiltinRegistry) {
        let name = typeName(op, element)
        let closed = op == "..."
        let sample: (Value, Value) = element == "String" ? (.string("a"), .string("c")) : (.double(0), .double(1))
        let type = BuiltinType(name, instance: .named(name)) { _ in
            Interpreter.foundationObject(name, [("lowerBound", sample.0), ("upperBound", sample.1)])
        }
        type.sampleSource = element == "String" ? "(\"a\"\(op)\"c\")" : "(0.0\(op)1.0)"
        let parameter = element == "Comparable" ? "Any" : element
        @Sendable func sameKind(_ i: Interpreter, _ value: Value?, _ method: String, _ r: SourceRange) throws -> (lower: Value, upper: Value) {
            if element == "Double", let value, let (low, high, otherClosed) = SwiftRanges.bounds(value), otherClosed == closed {
                // `clamped(to: 1...2)`: integer literals make a range of Doubles.
                return (.double(Double(low)), .double(Double(high)))
            }
            guard let value, let (low, high, otherClosed) = bounds(value), otherClosed == closed else {
                throw i.error("'\(method)' takes a range of the same kind, as in 0.0\(op)1.0", r)
            }
            return (low, high)
        }
        type.add(.init("lowerBound", .property, result: elementType) { _, v, _, _ in Interpreter.field(v, "lowerBound") })
        type.add(.init("upperBound", .property, result: elementType) { _, v, _, _ in Interpreter.field(v, "upperBound") })
        type.add(.init("isEmpty", .property, result: .bool, note: closed ? "a closed range is never empty" : "") { i, v, _, _ in
            guard let (low, high, closed) = bounds(v) else { return .bool(false) }
            return .bool(!closed && i.compare(low, high) == 0)
        })
        type.add(.init("description", .property, result: .string) { i, v, _, r in .string(try i.swiftText(v, nested: false, at: r)) })
        type.add(.init("contains", .method, ["_:\(parameter)"], result: .bool) { i, v, args, r in
            var x = args.value(nil) ?? .null
            // `versions.contains("1.5")`: a literal is made a value of the bounds' type (`ExpressibleByStringLiteral`).
            if let (low, _, _) = bounds(v), i.compare(x, low) == nil, let made = try i.literal(x, madeLike: low, at: r) { x = made }
            guard let (low, high, closed) = bounds(v), let found = contains(i, low, high, closed: closed, x) else {
                throw i.error("cannot compare \(i.typeName(of: x)) with the bounds of a \(name)", r)
            }
            return .bool(found)
        })
        type.add(.init("clamped", .method, ["to:\(name)"], result: .named(name)) { i, v, args, r in
            let (low, high) = try sameKind(i, v, "clamped(to:)", r), (limitLow, limitHigh) = try sameKind(i, args.value("to"), "clamped(to:)", r)
            // Swift's own: each bound moved into the limits.
            func below(_ x: Value, _ y: Value) -> Bool { (i.compare(x, y) ?? 0) < 0 }
            let newLow = below(low, limitLow) ? limitLow : below(limitHigh, low) ? limitHigh : low
            let newHigh = below(limitHigh, high) ? limitHigh : below(high, limitLow) ? limitLow : high
            return Interpreter.foundationObject(name, [("lowerBound", newLow), ("upperBound", newHigh)])
        })
        type.add(.init("overlaps", .method, ["_:\(name)"], result: .bool) { i, v, args, r in
            let (low, high) = try sameKind(i, v, "overlaps", r), (otherLow, otherHigh) = try sameKind(i, args.value(nil), "overlaps", r)
            func order(_ x: Value, _ y: Value) -> Int { i.compare(x, y) ?? 0 }
            if closed { return .bool(order(low, otherHigh) <= 0 && order(otherLow, high) <= 0) }
            // Half-open ranges overlap when they share a value; an empty one overlaps nothing.
            return .bool(order(low, high) < 0 && order(otherLow, otherHigh) < 0 && order(low, otherHigh) < 0 && order(otherLow, high) < 0)
        })
        registry.register(type: type)
    }
}

extension Interpreter {
    /// Swift's `range ~= value` (a `case` of a range held in a name, the `~=` operator): whether a range of
    /// any kind, a partial range included, holds the value; nil when `pattern` is not a range.
    func rangeHolds(_ pattern: Value, _ value: Value) -> Bool? {
        if let (low, high, closed) = SwiftRanges.bounds(pattern) {
            return SwiftComparableRanges.contains(self, .int(low), .int(high), closed: closed, value) ?? false
        }
        if let (low, high, closed) = SwiftComparableRanges.bounds(pattern) {
            return SwiftComparableRanges.contains(self, low, high, closed: closed, value) ?? false
        }
        if let (low, high, closed) = DateRanges.bounds(pattern) {
            return SwiftComparableRanges.contains(self, .date(low), .date(high), closed: closed, value) ?? false
        }
        guard case .object(let object) = pattern else { return nil }
        switch object.type {
        case SwiftLazySequences.fromType:
            return compare(value, object["lowerBound"] ?? .null).map { $0 >= 0 } ?? false
        case "PartialRangeUpTo":
            return compare(value, object["upperBound"] ?? .null).map { $0 < 0 } ?? false
        case "PartialRangeThrough":
            return compare(value, object["upperBound"] ?? .null).map { $0 <= 0 } ?? false
        default:
            return nil
        }
    }
}
