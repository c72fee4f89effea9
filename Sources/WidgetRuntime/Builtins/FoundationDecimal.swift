import Foundation
import WidgetLanguage

/// Foundation's `Decimal`, computed with Foundation's own: a base-10 number, exact where a Double is not
/// (`0.1 + 0.2` is `0.3`). A value is `.decimal`. Where a Decimal is written (a `let`, a parameter, a property, an
/// element of `[Decimal]`), an Int or a Double becomes one (`Interpreter.coerceNumber`), as Swift's literals do;
/// arithmetic and comparisons with a Decimal on either side are Decimal's (`arithmetic`, `Interpreter.compare`).
/// The checker reads `Decimal` as a Double, so a Double's members that this table does not list run on the value
/// as a Double (`Value.number`).
enum FoundationDecimal {
    static let typeName = "Decimal"

    /// The Decimal a number is: a Decimal, an Int (exactly), a Double (as Foundation converts one).
    static func decimal(_ value: Value) -> Decimal? {
        switch value {
        case .decimal(let d): return d
        case .int(let i): return Decimal(i)
        case .sized(let n): return n.exactly(Int.self).map { Decimal($0) } ?? Decimal(n.asDouble)
        case .double(let d): return Decimal(d)
        default: return nil
        }
    }

    /// The Double nearest a Decimal (`NSDecimalNumber`'s `doubleValue`).
    static func double(_ d: Decimal) -> Double { NSDecimalNumber(decimal: d).doubleValue }

    /// `+`, `-`, `*`, `/` with a Decimal on a side; nil for another operator. Division by zero is NaN, as in Foundation.
    static func arithmetic(_ op: String, _ a: Value, _ b: Value) -> Value? {
        guard let x = decimal(a), let y = decimal(b) else { return nil }
        switch op {
        case "+": return .decimal(x + y)
        case "-": return .decimal(x - y)
        case "*": return .decimal(x * y)
        case "/": return .decimal(x / y)
        default: return nil
        }
    }

    /// Negative, zero or positive; nil when a side is no number or NaN.
    static func order(_ a: Value, _ b: Value) -> Int? {
        guard let x = decimal(a), let y = decimal(b), !x.isNaN, !y.isNaN else { return nil }
        return x < y ? -1 : x == y ? 0 : 1
    }

    static func register(in registry: inout BuiltinRegistry) {
        let type = BuiltinType(typeName, instance: .double) { _ in .decimal(Decimal(25) / Decimal(10)) }
        type.sampleSource = "Decimal(2.5)"
        var initializer = BuiltinMember(typeName, .initializer, ["", "_:Any", "string:String locale?:Any"], result: .double,
                                        note: "Decimal(string:) is nil when the text is no number") { i, _, args, r in
            guard let first = args.first else { return .decimal(0) }
            if first.label == "string" {
                let text = try i.string(first.value, r)
                // Foundation reads the longest number at the start; the text must be one here, as Swift's parsing of a literal.
                guard let parsed = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
                      text.trimmingCharacters(in: .whitespaces).first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true else { return .null }
                return .decimal(parsed)
            }
            guard let made = decimal(first.value) else { throw i.error("Decimal(_:) takes a number", r) }
            return .decimal(made)
        }
        initializer.overloadResults = [.double, .double, .optional(.double)]
        type.add(initializer)
        type.add(.init("zero", .staticProperty, result: .double) { _, _, _, _ in .decimal(0) })
        type.add(.init("pi", .staticProperty, result: .double) { _, _, _, _ in .decimal(Decimal.pi) })
        type.add(.init("nan", .staticProperty, result: .double) { _, _, _, _ in .decimal(Decimal.nan) })
        type.add(.init("description", .property, result: .string) { i, v, _, r in .string(try value(i, v, r).description) })
        type.add(.init("isZero", .property, result: .bool) { i, v, _, r in .bool(try value(i, v, r).isZero) })
        type.add(.init("isNaN", .property, result: .bool) { i, v, _, r in .bool(try value(i, v, r).isNaN) })
        type.add(.init("magnitude", .property, result: .double) { i, v, _, r in .decimal(try value(i, v, r).magnitude) })
        type.add(.init("exponent", .property, result: .int) { i, v, _, r in .int(try value(i, v, r).exponent) })
        // (`price.formatted()`: as the Double nearest it is formatted, as Double's other methods run: `Interpreter.callMethod`.)
        registry.register(type: type, byInstance: false)

        // `NSDecimalNumber(decimal: d).doubleValue`: the bridge apps convert a Decimal to a Double with.
        let number = BuiltinType("NSDecimalNumber", instance: .named("NSDecimalNumber")) { _ in object(1) }
        number.sampleSource = "NSDecimalNumber(decimal: Decimal(2.5))"
        number.add(.init("NSDecimalNumber", .initializer, ["decimal:Any", "value:Any", "string:String"], result: .named("NSDecimalNumber")) { i, _, args, r in
            guard let first = args.first else { return object(0) }
            if first.label == "string" { return object(Decimal(string: try i.string(first.value, r), locale: Locale(identifier: "en_US_POSIX")) ?? .nan) }
            guard let made = decimal(first.value) else { throw i.error("NSDecimalNumber takes a number", r) }
            return object(made)
        })
        number.add(.init("doubleValue", .property, result: .double) { i, v, _, r in .double(double(try value(i, v, r))) })
        number.add(.init("intValue", .property, result: .int) { i, v, _, r in .int(NSDecimalNumber(decimal: try value(i, v, r)).intValue) })
        number.add(.init("decimalValue", .property, result: .double) { i, v, _, r in .decimal(try value(i, v, r)) })
        number.add(.init("stringValue", .property, result: .string) { i, v, _, r in .string(try value(i, v, r).description) })
        // `a.adding(b)`, `a.dividing(by: b)`: NSDecimalNumber's arithmetic, in Decimal's base 10 (dividing by zero is NaN here,
        // where Foundation raises an exception).
        for (name, label) in [("adding", "_"), ("subtracting", "_"), ("multiplying", "by"), ("dividing", "by")] {
            number.add(.init(name, .method, ["\(label):NSDecimalNumber"], result: .named("NSDecimalNumber")) { i, v, args, r in
                let a = try value(i, v, r), b = try value(i, args.first?.value ?? .null, r)
                switch name {
                case "adding": return object(a + b)
                case "subtracting": return object(a - b)
                case "multiplying": return object(a * b)
                default: return object(b.isZero ? .nan : a / b)
                }
            })
        }
        registry.register(type: number, byInstance: false)

        // `NSDecimalRound(&result, &value, scale, .plain)`: the value rounded to `scale` digits after the point, into `result`.
        registry.register(type: FoundationDates.enumeration("NSDecimalNumber.RoundingMode", ["plain", "down", "up", "bankers"]))
        registry.register(function: BuiltinCallable("NSDecimalRound", ["_ _ _:Int _:NSDecimalNumber.RoundingMode"], result: .void,
                                                    note: "the rounded value goes to the first argument") { i, args, r in
            guard args.count == 4 else { throw i.error("NSDecimalRound takes the result, the value, the scale and the rounding mode", r) }
            var source = try value(i, args[1].value, r)
            var rounded = Decimal()
            let mode: NSDecimalNumber.RoundingMode
            switch i.caseName(args[3].value) {
            case "down": mode = .down
            case "up": mode = .up
            case "bankers": mode = .bankers
            default: mode = .plain
            }
            NSDecimalRound(&rounded, &source, try i.int(args[2].value, r), mode)
            i.inoutResults[nil] = .decimal(rounded)
            return .null
        })
    }

    /// An `NSDecimalNumber`: an object holding its Decimal.
    static func object(_ d: Decimal) -> Value { Interpreter.foundationObject("NSDecimalNumber", [("decimalValue", .decimal(d))]) }

    static func value(_ i: Interpreter, _ v: Value, _ r: SourceRange) throws -> Decimal {
        if case .object(let object) = v, object.type == "NSDecimalNumber", case .decimal(let d)? = object["decimalValue"] { return d }
        guard let d = decimal(v) else { throw i.error("expected a Decimal, found \(i.typeName(of: v))", r) }
        return d
    }
}
