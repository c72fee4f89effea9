import Foundation
import WidgetLanguage

/// Swift's `Float`, computed as a Float: a value is `.float`, with a Float's precision (`Float(1) / 3` is `0.33333334`) and
/// the descriptions Swift prints (`0.6666667`, `1e+10`). Where a Float is written (a `let`, a parameter, a property, an
/// element of `[Float]`), an Int or a Double becomes one (`Interpreter.coerceNumber`), as Swift's literals do; arithmetic
/// and comparisons with a Float on a side are a Float's. The checker reads `Float` as a Double, so a Double's members
/// that this table does not list run on the value as a Double (`Value.number`), as `FoundationDecimal` does.
enum SwiftFloat {
    static let typeName = "Float"

    /// The Float a number is.
    static func float(_ value: Value) -> Float? {
        switch value {
        case .float(let f): return f
        case .int(let i): return Float(i)
        case .sized(let n): return Float(n.asDouble)
        case .double(let d): return Float(d)
        default: return nil
        }
    }

    /// `+`, `-`, `*`, `/` with a Float on a side; nil for another operator.
    static func arithmetic(_ op: String, _ a: Value, _ b: Value) -> Value? {
        guard let x = float(a), let y = float(b) else { return nil }
        switch op {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/": return .float(x / y)
        default: return nil
        }
    }

    /// Negative, zero or positive; nil when a side is no number or NaN.
    static func order(_ a: Value, _ b: Value) -> Int? {
        guard let x = float(a), let y = float(b), !x.isNaN, !y.isNaN else { return nil }
        return x < y ? -1 : x == y ? 0 : 1
    }

    /// `Float16`, held as a Float: a value made by `Float16(_:)` or written where a `Float16` is (`[Float16]`) is a Float, with
    /// a Float's precision and text (an approximation: Swift keeps 11 bits of it and prints `1.3` where a Float prints `1.2998047`).
    static let halfTypeName = "Float16"

    static func halfTable() -> BuiltinType {
        let type = BuiltinType(halfTypeName, instance: .double) { _ in .float(2.5) }
        type.sampleSource = "Float16(2.5)"
        type.add(initializer(halfTypeName, note: "held as a Float: a Float's precision and text"))
        return type
    }

    /// `Float(x)`, `Float16(x)`: a Float of a number, or of a String Float reads (else nil).
    static func initializer(_ name: String, note: String) -> BuiltinMember {
        .init(name, .initializer, ["_:Any"], result: .double, note: note) { i, _, args, r in
            switch args.first?.value {
            case .string(let text)?: return Float(text).map(Value.float) ?? .null
            case let value?:
                guard let made = float(value) else { throw i.error("\(name)(_:) takes a number or a String", r) }
                return .float(made)
            case nil: return .float(0)
            }
        }
    }

    static func table() -> BuiltinType {
        let type = BuiltinType(typeName, instance: .double) { _ in .float(2.5) }
        type.sampleSource = "Float(2.5)"
        type.add(initializer(typeName, note: "a String is nil unless Float reads it"))
        for (name, value) in [("pi", Float.pi), ("infinity", .infinity), ("nan", .nan), ("greatestFiniteMagnitude", .greatestFiniteMagnitude),
                              ("leastNonzeroMagnitude", .leastNonzeroMagnitude), ("ulpOfOne", .ulpOfOne), ("zero", 0)] {
            type.add(.init(name, .staticProperty, result: .double) { _, _, _, _ in .float(value) })
        }
        type.add(.init("random", .staticMethod, ["in:Any using?:Any"], result: .double,
                      note: "the lower bound, so renders are reproducible; with the program's own generator, its numbers") { i, t, args, r in
            .float(Float(try i.number(try SwiftCollectionBuilders.randomDouble.body(i, t, args, r), "random(in:)", r)))
        })
        type.add(.init("description", .property, result: .string) { i, v, _, r in .string(try value(i, v, r).description) })
        type.add(.init("magnitude", .property, result: .double) { i, v, _, r in .float(try value(i, v, r).magnitude) })
        type.add(.init("squareRoot", .method, [""], result: .double) { i, v, _, r in .float(try value(i, v, r).squareRoot()) })
        type.add(.init("rounded", .method, [""], result: .double) { i, v, _, r in .float(try value(i, v, r).rounded()) })
        return type
    }

    static func value(_ i: Interpreter, _ v: Value, _ r: SourceRange) throws -> Float {
        guard let f = float(v) else { throw i.error("expected a Float, found \(i.typeName(of: v))", r) }
        return f
    }
}
