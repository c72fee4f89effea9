import WidgetLanguage

/// `Int`'s arithmetic members as Swift computes them: `quotientAndRemainder(dividingBy:)`,
/// `signum()`, and the `…ReportingOverflow` family, which give `(partialValue, overflow)`
/// and never stop the program (dividing by zero reports an overflow, as in Swift);
/// `Double`'s `rounded(_:)` and mutating `round(_:)` with a `FloatingPointRoundingRule`.
enum SwiftNumbers {
    static let overflowResult = SemanticType.tuple(labels: ["partialValue", "overflow"], elements: [.int, .bool])

    static func register(in registry: inout BuiltinRegistry) {
        guard let int = registry.types["Int"] else { return }
        let quotient = SemanticType.tuple(labels: ["quotient", "remainder"], elements: [.int, .int])
        int.add(.init("quotientAndRemainder", .method, ["dividingBy:Int"], result: quotient) { i, v, args, r in
            let (a, b) = try sameWidth(i, v, args.value("dividingBy"), r)
            func make<T: FixedWidthInteger>(_ type: T.Type) throws -> Value {
                let x = a.truncating(T.self), y = b.truncating(T.self)
                let (q, overflow) = y == 0 ? (0, true) : x.dividedReportingOverflow(by: y)
                guard !overflow else { throw i.error("quotientAndRemainder(dividingBy: \(b.description)) overflows", r) }
                return .tuple(TupleValue(labels: ["quotient", "remainder"], elements: [.integer(q, a.kind), .integer(x - q * y, a.kind)]))
            }
            return try make(a.kind.swiftType)
        })
        int.add(.init("multipliedFullWidth", .method, ["by:Int"], result: .tuple(labels: ["high", "low"], elements: [.int, .int]),
                      note: "(high, low): the double-width product's halves; low is of the unsigned type of the same width") { i, v, args, r in
            let (a, b) = try sameWidth(i, v, args.value("by"), r)
            func make<T: FixedWidthInteger>(_ type: T.Type) -> Value {
                let (high, low) = a.truncating(T.self).multipliedFullWidth(by: b.truncating(T.self))
                return .tuple(TupleValue(labels: ["high", "low"], elements: [.integer(high, a.kind), .integer(low, unsignedKind(a.kind))]))
            }
            return make(a.kind.swiftType)
        })
        int.add(.init("signum", .method, [""], result: .int) { i, v, _, r in
            let n = try integer(i, v, r)
            return SizedArithmetic.converted(SizedInt(n.isNegative ? -1 : n.bits == 0 ? 0 : 1, kind: .int), to: n.kind) ?? .int(0)
        })
        let reporting: [(String, String)] = [
            ("addingReportingOverflow", "_:Int"), ("subtractingReportingOverflow", "_:Int"), ("multipliedReportingOverflow", "by:Int"),
            ("dividedReportingOverflow", "by:Int"), ("remainderReportingOverflow", "dividingBy:Int"),
        ]
        for (name, form) in reporting {
            int.add(.init(name, .method, [form], result: overflowResult, note: "(partialValue, overflow): the wrapped result and whether it overflowed") { i, v, args, r in
                let (a, b) = try sameWidth(i, v, args.first?.value, r)
                func make<T: FixedWidthInteger>(_ type: T.Type) -> Value {
                    let x = a.truncating(T.self), y = b.truncating(T.self)
                    let result: (partialValue: T, overflow: Bool)
                    switch name {
                    case "addingReportingOverflow": result = x.addingReportingOverflow(y)
                    case "subtractingReportingOverflow": result = x.subtractingReportingOverflow(y)
                    case "multipliedReportingOverflow": result = x.multipliedReportingOverflow(by: y)
                    case "dividedReportingOverflow": result = x.dividedReportingOverflow(by: y)
                    default: result = x.remainderReportingOverflow(dividingBy: y)
                    }
                    return .tuple(TupleValue(labels: ["partialValue", "overflow"], elements: [.integer(result.partialValue, a.kind), .bool(result.overflow)]))
                }
                return make(a.kind.swiftType)
            })
        }
        int.add(.init("magnitude", .property, result: .int, note: "of the unsigned type of the same width (UInt for an Int)") { i, v, _, r in
            let n = try integer(i, v, r)
            func make<T: FixedWidthInteger>(_ type: T.Type) -> Value { .integer(n.truncating(T.self).magnitude, unsignedKind(n.kind)) }
            return make(n.kind.swiftType)
        })
        for name in ["nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount", "bitWidth"] {
            int.add(.init(name, .property, result: .int, note: "counted in the value's own width") { i, v, _, r in
                let n = try integer(i, v, r)
                func count<T: FixedWidthInteger>(_ type: T.Type) -> Int {
                    let x = n.truncating(T.self)
                    switch name {
                    case "nonzeroBitCount": return x.nonzeroBitCount
                    case "leadingZeroBitCount": return x.leadingZeroBitCount
                    case "trailingZeroBitCount": return x.trailingZeroBitCount
                    default: return x.bitWidth
                    }
                }
                return .int(count(n.kind.swiftType))
            })
        }
        for name in ["byteSwapped", "bigEndian", "littleEndian"] {
            int.add(.init(name, .property, result: .int, note: "in the value's own width") { i, v, _, r in
                let n = try integer(i, v, r)
                func make<T: FixedWidthInteger>(_ type: T.Type) -> Value {
                    let x = n.truncating(T.self)
                    return .integer(name == "byteSwapped" ? x.byteSwapped : name == "bigEndian" ? x.bigEndian : x.littleEndian, n.kind)
                }
                return make(n.kind.swiftType)
            })
        }
        // Strideable: `n.advanced(by: 3)` is `n + 3` in n's width (an overflow is the located error `+` gives);
        // `a.distance(to: b)` is `b - a` as an Int.
        int.add(.init("advanced", .method, ["by:Int"], result: .int) { i, v, args, r in
            let (a, b) = try sameWidth(i, v, args.value("by"), r)
            return try i.arithmetic("+", v, SizedArithmetic.converted(b, to: a.kind) ?? .int(0), at: r)
        })
        int.add(.init("distance", .method, ["to:Int"], result: .int) { i, v, args, r in
            let (a, b) = try sameWidth(i, v, args.value("to"), r)
            guard let difference = try i.arithmetic("-", SizedArithmetic.converted(b, to: a.kind) ?? .int(0), v, at: r).integerValue,
                  case .int(let distance)? = SizedArithmetic.converted(difference, to: .int) else {
                throw i.error("the distance from \(a.description) to \(b.description) does not fit in Int", r)
            }
            return .int(distance)
        })
        int.add(.init("bitWidth", .staticProperty, result: .int) { _, _, _, _ in .int(Int.bitWidth) })
        int.add(.init("isSigned", .staticProperty, result: .bool) { _, _, _, _ in .bool(true) })
        int.add(.init("zero", .staticProperty, result: .int) { _, _, _, _ in .int(0) })
        SwiftFixedWidthIntegers.register(in: &registry)
        guard let double = registry.types["Double"] else { return }
        double.add(.init("rounded", .method, ["", "_:FloatingPointRoundingRule"], result: .double,
                         note: "to the nearest, halves away from zero, unless a rule is given") { i, v, args, r in
            .double(try i.number(v, "rounded", r).rounded(try rule(i, args.first?.value, r)))
        })
        // `angle.truncatingRemainder(dividingBy: 360)`: the remainder with the dividend's sign (C's fmod);
        // `remainder(dividingBy:)` rounds the quotient to the nearest (IEEE 754's remainder).
        double.add(.init("truncatingRemainder", .method, ["dividingBy:Double"], result: .double) { i, v, args, r in
            .double(try i.number(v, "truncatingRemainder", r).truncatingRemainder(dividingBy: try i.number(args.value("dividingBy"), "truncatingRemainder", r)))
        })
        double.add(.init("remainder", .method, ["dividingBy:Double"], result: .double) { i, v, args, r in
            .double(try i.number(v, "remainder", r).remainder(dividingBy: try i.number(args.value("dividingBy"), "remainder", r)))
        })
        double.add(.init("advanced", .method, ["by:Double"], result: .double) { i, v, args, r in
            let step = try i.number(args.value("by"), "advanced", r)
            if case .float(let f) = v { return .float(f.advanced(by: Float(step))) }
            return .double(try i.number(v, "advanced", r).advanced(by: step))
        })
        double.add(.init("distance", .method, ["to:Double"], result: .double) { i, v, args, r in
            let other = try i.number(args.value("to"), "distance", r)
            if case .float(let f) = v { return .float(f.distance(to: Float(other))) }
            return .double(try i.number(v, "distance", r).distance(to: other))
        })
        double.add(.init("round", .method, ["", "_:FloatingPointRoundingRule"], result: .void, note: "changes the variable it is called on") { i, v, args, r in
            var copy = v
            return try i.mutate(&copy, "round", args, at: r)
        })
        let rules = BuiltinType("FloatingPointRoundingRule", instance: .named("FloatingPointRoundingRule")) { _ in .member(name: "down", arguments: []) }
        rules.sampleSource = "FloatingPointRoundingRule.down"
        for name in ruleNames.keys.sorted() {
            rules.add(.init(name, .staticProperty, result: .named("FloatingPointRoundingRule")) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        registry.register(type: rules)
    }

    /// The receiver as an integer of its width.
    static func integer(_ i: Interpreter, _ value: Value, _ r: SourceRange) throws -> SizedInt {
        guard let n = value.integerValue else { throw i.error("expected an integer, found \(i.typeName(of: value))", r) }
        return n
    }

    /// The receiver and the argument of a binary member (`addingReportingOverflow(_:)`) in the receiver's width:
    /// an Int argument is the literal Swift would give that type; a value that does not fit is a located error.
    static func sameWidth(_ i: Interpreter, _ receiver: Value, _ argument: Value?, _ r: SourceRange) throws -> (SizedInt, SizedInt) {
        let a = try integer(i, receiver, r), b = try integer(i, argument ?? .null, r)
        guard b.kind != a.kind else { return (a, b) }
        guard let fitted = SizedArithmetic.converted(b, to: a.kind)?.integerValue else {
            throw i.error("\(b.description) does not fit in \(a.kind.rawValue)", r)
        }
        return (a, fitted)
    }

    /// The unsigned kind of the same width (`magnitude`'s type).
    static func unsignedKind(_ kind: IntegerKind) -> IntegerKind {
        switch kind {
        case .int, .uint: return .uint
        case .int8, .uint8: return .uint8
        case .int16, .uint16: return .uint16
        case .int32, .uint32: return .uint32
        case .int64, .uint64: return .uint64
        }
    }

    static let ruleNames: [String: FloatingPointRoundingRule] = [
        "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]

    static func rule(_ i: Interpreter, _ value: Value?, _ r: SourceRange) throws -> FloatingPointRoundingRule {
        switch value {
        case nil: return .toNearestOrAwayFromZero
        case .member(let name, _)?, .enumCase(_, let name, _)?:
            if let rule = ruleNames[name] { return rule }
        default: break
        }
        throw i.error("a rounding rule is .down, .up, .towardZero, .awayFromZero, .toNearestOrEven or .toNearestOrAwayFromZero", r)
    }

    /// `value.round(.down)` on a Double variable; nil for any other change.
    static func mutateNumber(_ i: Interpreter, _ value: inout Value, _ name: String, _ args: [CallArgument], _ r: SourceRange) throws -> Value? {
        guard name == "round", case .double(let d) = value else { return nil }
        value = .double(d.rounded(try rule(i, args.first?.value, r)))
        return .null
    }
}

/// `Int8`, `Int16`, `Int32`, `Int64`, `UInt`, `UInt8`, `UInt16`, `UInt32`, `UInt64`: values of their own width
/// (`Value.sized`, SizedIntegers), with their `min`, `max`, `bitWidth`, `isSigned`, `zero`, and their
/// initializers, computed with the Swift type itself: `UInt8(300)` stops the program as Swift does,
/// `UInt8("256")` is nil, `UInt8(truncatingIfNeeded: 300)` is 44, `Int8(clamping: 1000)` 127,
/// `Int8(exactly: 128)` nil, `UInt8(bitPattern: Int8(-1))` 255. Their instance members are `Int`'s.
enum SwiftFixedWidthIntegers {
    static let names: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    static func register(in registry: inout BuiltinRegistry) {
        for kind in IntegerKind.allCases where kind != .int { add(kind, &registry) }
        // C's names of them (`CInt`, `CUnsignedLongLong`): the same type, by another name.
        for (name, kind) in IntegerKind.cNames.sorted(by: { $0.key < $1.key }) { add(kind, &registry, as: name) }
    }

    static func add(_ kind: IntegerKind, _ registry: inout BuiltinRegistry, as alias: String? = nil) {
        let name = alias ?? kind.rawValue
        let table = BuiltinType(name, instance: .int) { _ in SizedArithmetic.converted(SizedInt(7, kind: .int), to: kind) ?? .int(7) }
        table.sampleSource = "\(name)(7)"
        func bound<T: FixedWidthInteger>(_ type: T.Type, max: Bool) -> Value { .integer(max ? T.max : T.min, kind) }
        let low = bound(kind.swiftType, max: false), high = bound(kind.swiftType, max: true)
        table.add(.init("min", .staticProperty, result: .int) { _, _, _, _ in low })
        table.add(.init("max", .staticProperty, result: .int) { _, _, _, _ in high })
        table.add(.init("bitWidth", .staticProperty, result: .int) { _, _, _, _ in .int(kind.bitWidth) })
        table.add(.init("isSigned", .staticProperty, result: .bool) { _, _, _, _ in .bool(kind.isSigned) })
        let zero = SizedArithmetic.converted(SizedInt(0, kind: .int), to: kind) ?? .int(0)
        table.add(.init("zero", .staticProperty, result: .int) { _, _, _, _ in zero })
        // `UInt16.random(in: 0..<UInt16.max)`: as `Int.random(in:)`, the lower bound (renders are reproducible), or the program's
        // own generator's number; in the type's width.
        table.add(.init("random", .staticMethod, ["in:Any using?:Any"], result: .int,
                        note: "the lower bound, so renders are reproducible; with the program's own generator, its numbers") { i, _, args, r in
            // (A range of Ints comes as its numbers; one with a bound of the type's own width, as the range.)
            let low: Value, high: Value, closed: Bool
            switch args.value("in") {
            case .array(let items)? where !items.isEmpty: (low, high, closed) = (items[0], items[items.count - 1], true)
            case .object(let range)? where SwiftRanges.isRangeType(range.type) || SwiftComparableRanges.isRangeType(range.type):
                (low, high, closed) = (range["lowerBound"] ?? .null, range["upperBound"] ?? .null, range.type.hasPrefix("ClosedRange"))
            default: throw i.error("random(in:) takes a range", r)
            }
            guard var generator = ProgramRandomGenerator(args, i) else { return SizedArithmetic.converted(try SwiftNumbers.integer(i, low, r), to: kind) ?? low }
            let n = try generator.integer(try i.int(low, r), try i.int(high, r), closed: closed, i, at: r)
            return SizedArithmetic.converted(SizedInt(n, kind: .int), to: kind) ?? .int(n)
        })
        // `UInt8(ascii: "a")`: a byte's own initializer from an ASCII character.
        let ascii = kind == .uint8 ? ["ascii:String"] : []
        table.add(.init(name, .initializer, ["", "_:Any", "_:String radix:Int", "exactly:Any", "truncatingIfNeeded:Int", "clamping:Int", "bitPattern:Int"] + ascii, result: .int,
                        note: "a value of the type's width (\(name)() is 0); from a String, nil when it does not parse or fit") { i, _, args, r in
            if args.isEmpty { return zero }
            return try convert(kind, i, args, r)
        })
        // Not by instance: an `Int` value keeps `Int`'s table.
        registry.register(type: table, byInstance: false)
    }

    /// `T(x)`, `T(exactly:)`, `T(truncatingIfNeeded:)`, `T(clamping:)`, `T(bitPattern:)` as a value of `kind` (nil for a
    /// failed parse or `exactly:`); a value `T(x)` cannot hold stops the program, as in Swift.
    static func convert(_ kind: IntegerKind, _ i: Interpreter, _ args: [CallArgument], _ r: SourceRange) throws -> Value {
        let name = kind.rawValue
        guard let argument = args.first else { throw i.error("\(name)(_:) takes a number or a string", r) }
        func integer(_ value: Value) throws -> SizedInt {
            if let n = value.integerValue { return n }
            throw i.error("\(name)(\(argument.label ?? "_"):) takes an integer, not \(i.typeName(of: value))", r)
        }
        func parse<T: FixedWidthInteger>(_ type: T.Type, _ text: String, _ radix: Int) -> Value {
            T(text, radix: radix).map { .integer($0, kind) } ?? .null
        }
        func fromDouble<T: FixedWidthInteger>(_ type: T.Type, _ d: Double, exact: Bool) -> Value? {
            (exact ? T(exactly: d) : T(exactly: d.rounded(.towardZero))).map { .integer($0, kind) }
        }
        switch (argument.label, argument.value) {
        case ("ascii"?, .string(let text)):
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                throw i.error("\(name)(ascii:) takes one character, not \"\(text)\"", r)
            }
            guard scalar.isASCII else { throw i.error("code point value \(scalar.value) does not fit into ASCII", r) }
            return SizedArithmetic.converted(SizedInt(Int(scalar.value), kind: .int), to: kind) ?? .int(Int(scalar.value))
        case ("truncatingIfNeeded"?, let v): return SizedArithmetic.truncated(try integer(v), to: kind)
        case ("clamping"?, let v): return SizedArithmetic.clamped(try integer(v), to: kind)
        case ("bitPattern"?, let v):
            var n = try integer(v)
            if n.kind == .int, kind.bitWidth != Int.bitWidth {
                // `UInt8(bitPattern: -1)`: the literal is of the signed type of the same width (`Int8`).
                let counterpart = IntegerKind.allCases.first { $0.bitWidth == kind.bitWidth && $0.isSigned != kind.isSigned } ?? kind
                guard let fitted = SizedArithmetic.converted(n, to: counterpart)?.integerValue else {
                    throw i.error("integer literal '\(n.description)' overflows when stored into '\(counterpart.rawValue)'", r)
                }
                n = fitted
            }
            guard n.kind.bitWidth == kind.bitWidth else { throw i.error("\(name)(bitPattern:) takes an integer of \(kind.bitWidth) bits", r) }
            return SizedArithmetic.truncated(n, to: kind)
        case ("exactly"?, .double(let d)): return fromDouble(kind.swiftType, d, exact: true) ?? .null
        case ("exactly"?, let v): return SizedArithmetic.converted(try integer(v), to: kind) ?? .null
        case (nil, .string(let s)):
            var base = 10
            if let radix = args.value("radix") {
                base = try i.int(radix, r)
                guard (2...36).contains(base) else { throw i.error("\(name)(_:radix:) takes a radix from 2 to 36, not \(base)", r) }
            }
            return parse(kind.swiftType, s, base)
        case (nil, .double(let d)):
            guard d.isFinite else { throw i.error("\(d) cannot be converted to \(name): it is not finite", r) }
            guard let value = fromDouble(kind.swiftType, d, exact: false) else {
                throw i.error("\(i.describe(argument.value)) cannot be converted to \(name): it is outside the type's range", r)
            }
            return value
        case (nil, let v) where v.integerValue != nil:
            let n = try integer(v)
            guard let value = SizedArithmetic.converted(n, to: kind) else {
                throw i.error("Not enough bits to represent the passed value: \(name)(\(n.description))", r)
            }
            return value
        default: throw i.error("\(name)(_:) takes a number or a string, not \(i.typeName(of: argument.value))", r)
        }
    }
}
