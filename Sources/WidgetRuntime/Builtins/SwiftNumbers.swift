import WidgetLanguage

/// `Int`'s arithmetic members as Swift computes them: `quotientAndRemainder(dividingBy:)`,
/// `signum()`, and the `…ReportingOverflow` family, which give `(partialValue, overflow)`
/// and never stop the program (dividing by zero reports an overflow, as in Swift);
/// `Double`'s `rounded(_:)` and mutating `round(_:)` with a `FloatingPointRoundingRule`.
enum SwiftNumbers {
    static let overflowResult = SemanticType.tuple(labels: ["partialValue", "overflow"], elements: [.int, .bool])

    static func register(in registry: inout BuiltinRegistry) {
        guard let int = registry.types["Int"] else { return }
        int.add(.init("quotientAndRemainder", .method, ["dividingBy:Int"],
                      result: .tuple(labels: ["quotient", "remainder"], elements: [.int, .int])) { i, v, args, r in
            let a = try i.int(v, r), b = try i.int(args.value("dividingBy"), r)
            guard b != 0, !(a == .min && b == -1) else { throw i.error("quotientAndRemainder(dividingBy: \(b)) overflows", r) }
            let (q, rem) = a.quotientAndRemainder(dividingBy: b)
            return .tuple(TupleValue(labels: ["quotient", "remainder"], elements: [.int(q), .int(rem)]))
        })
        int.add(.init("multipliedFullWidth", .method, ["by:Int"], result: .tuple(labels: ["high", "low"], elements: [.int, .int]),
                      note: "(high, low): the 128-bit product's halves; a low half past Int.max is a located error") { i, v, args, r in
            let (high, low) = try i.int(v, r).multipliedFullWidth(by: try i.int(args.value("by"), r))
            guard let lowValue = Int(exactly: low) else { throw i.error("the low half \(low) does not fit in the Int that holds it here", r) }
            return .tuple(TupleValue(labels: ["high", "low"], elements: [.int(high), .int(lowValue)]))
        })
        int.add(.init("signum", .method, [""], result: .int) { i, v, _, r in .int(try i.int(v, r).signum()) })
        let reporting: [(String, String, @Sendable (Int, Int) -> (partialValue: Int, overflow: Bool))] = [
            ("addingReportingOverflow", "_:Int", { $0.addingReportingOverflow($1) }),
            ("subtractingReportingOverflow", "_:Int", { $0.subtractingReportingOverflow($1) }),
            ("multipliedReportingOverflow", "by:Int", { $0.multipliedReportingOverflow(by: $1) }),
            ("dividedReportingOverflow", "by:Int", { $0.dividedReportingOverflow(by: $1) }),
            ("remainderReportingOverflow", "dividingBy:Int", { $0.remainderReportingOverflow(dividingBy: $1) }),
        ]
        for (name, form, operation) in reporting {
            int.add(.init(name, .method, [form], result: overflowResult, note: "(partialValue, overflow): the wrapped result and whether it overflowed") { i, v, args, r in
                let (value, overflow) = operation(try i.int(v, r), try i.int(args.first?.value, r))
                return .tuple(TupleValue(labels: ["partialValue", "overflow"], elements: [.int(value), .bool(overflow)]))
            })
        }
        int.add(.init("magnitude", .property, result: .int) { i, v, _, r in
            guard let magnitude = Int(exactly: try i.int(v, r).magnitude) else { throw i.error("Int.min.magnitude does not fit in an Int here", r) }
            return .int(magnitude)
        })
        for name in ["nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount"] {
            int.add(.init(name, .property, result: .int, note: "of the 64-bit Int") { i, v, _, r in
                let n = try i.int(v, r)
                return .int(name == "nonzeroBitCount" ? n.nonzeroBitCount : name == "leadingZeroBitCount" ? n.leadingZeroBitCount : n.trailingZeroBitCount)
            })
        }
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

    static let ruleNames: [String: FloatingPointRoundingRule] = [
        "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]

    static func rule(_ i: Interpreter, _ value: Value?, _ r: SourceRange) throws -> FloatingPointRoundingRule {
        switch value {
        case nil: return .toNearestOrAwayFromZero
        case .member(let name, _)?, .enumCase(_, let name)?:
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

/// `Int8`, `Int16`, `Int32`, `Int64`, `UInt`, `UInt8`, `UInt16`, `UInt32`, `UInt64` as names of
/// `Int` values: their `min`, `max`, `bitWidth`, `isSigned`, `zero`, and their initializers,
/// computed with the Swift type itself: `UInt8(300)` stops the program as Swift does,
/// `UInt8("256")` is nil, `UInt8(truncatingIfNeeded: 300)` is 44, `Int8(clamping: 1000)` 127,
/// `Int8(exactly: 128)` nil. A value beyond `Int`'s range (`UInt64.max`) is a located error.
enum SwiftFixedWidthIntegers {
    static let names: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    static func register(in registry: inout BuiltinRegistry) {
        add(Int8.self, "Int8", &registry)
        add(Int16.self, "Int16", &registry)
        add(Int32.self, "Int32", &registry)
        add(Int64.self, "Int64", &registry)
        add(UInt.self, "UInt", &registry)
        add(UInt8.self, "UInt8", &registry)
        add(UInt16.self, "UInt16", &registry)
        add(UInt32.self, "UInt32", &registry)
        add(UInt64.self, "UInt64", &registry)
    }

    static func add<T: FixedWidthInteger>(_ type: T.Type, _ name: String, _ registry: inout BuiltinRegistry) {
        let table = BuiltinType(name, instance: .int) { _ in .int(7) }
        table.sampleSource = "\(name)(7)"
        for (bound, value) in [("min", T.min), ("max", T.max)] {
            let fitting = Int(exactly: value), text = String(value)
            table.add(.init(bound, .staticProperty, result: .int) { i, _, _, r in
                guard let n = fitting else { throw i.error("\(name).\(bound) (\(text)) does not fit in the Int that holds it here", r) }
                return .int(n)
            })
        }
        table.add(.init("bitWidth", .staticProperty, result: .int) { _, _, _, _ in .int(T.bitWidth) })
        table.add(.init("isSigned", .staticProperty, result: .bool) { _, _, _, _ in .bool(T.isSigned) })
        table.add(.init("zero", .staticProperty, result: .int) { _, _, _, _ in .int(0) })
        table.add(.init(name, .initializer, ["_:Any", "_:String radix:Int", "exactly:Any", "truncatingIfNeeded:Int", "clamping:Int"], result: .int,
                        note: "an Int in the type's range; from a String, nil when it does not parse or fit") { i, _, args, r in
            try convert(T.self, name, i, args, r)
        })
        // Not by instance: an `Int` value keeps `Int`'s table.
        registry.register(type: table, byInstance: false)
    }

    /// `T(x)`, `T(exactly:)`, `T(truncatingIfNeeded:)`, `T(clamping:)` as an Int value (nil for a failed parse or `exactly:`).
    static func convert<T: FixedWidthInteger>(_ type: T.Type, _ name: String, _ i: Interpreter, _ args: [CallArgument], _ r: SourceRange) throws -> Value {
        guard let argument = args.first else { throw i.error("\(name)(_:) takes a number or a string", r) }
        func fit(_ value: T?) throws -> Value {
            guard let value else { throw i.error("Not enough bits to represent the passed value: \(name)(\(i.describe(argument.value)))", r) }
            guard let n = Int(exactly: value) else { throw i.error("\(name) value \(value) does not fit in the Int that holds it here", r) }
            return .int(n)
        }
        switch (argument.label, argument.value) {
        case ("truncatingIfNeeded"?, let v): return try fit(T(truncatingIfNeeded: try i.int(v, r)))
        case ("clamping"?, let v): return try fit(T(clamping: try i.int(v, r)))
        case ("exactly"?, .double(let d)): return try T(exactly: d).map { try fit($0) } ?? .null
        case ("exactly"?, let v): return try T(exactly: try i.int(v, r)).map { try fit($0) } ?? .null
        case (nil, .string(let s)):
            if let radix = args.value("radix") {
                let base = try i.int(radix, r)
                guard (2...36).contains(base) else { throw i.error("\(name)(_:radix:) takes a radix from 2 to 36, not \(base)", r) }
                return try T(s, radix: base).map { try fit($0) } ?? .null
            }
            return try T(s).map { try fit($0) } ?? .null
        case (nil, .double(let d)):
            guard d.isFinite else { throw i.error("\(d) cannot be converted to \(name): it is not finite", r) }
            return try fit(T(exactly: d.rounded(.towardZero)))
        case (nil, .int(let n)): return try fit(T(exactly: n))
        default: throw i.error("\(name)(_:) takes a number or a string, not \(i.typeName(of: argument.value))", r)
        }
    }
}
