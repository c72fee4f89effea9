import Foundation
import WidgetLanguage
import WidgetRender

/// The values SwiftUI's animations are made of, which widget code also computes with: `AnimatablePair` (a shape's
/// `animatableData` of two values, read and set) and `UnitCurve` (`.easeInOut.value(at: 0.25)`, a timing curve from 0 to
/// 1, as code shading a gradient or an opacity uses it). A terminal frame is not animated; the values are exact.
enum SwiftUIAnimationValues {
    static let pairType = "AnimatablePair", curveType = "UnitCurve"

    /// A curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, or a quarter circle.
    enum Curve {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularIn, circularOut, circularInOut

        static let named: [(String, Curve)] = [
            ("linear", .bezier(x1: 0, y1: 0, x2: 1, y2: 1)), ("easeIn", .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
            ("easeOut", .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)), ("easeInOut", .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
            ("circularEaseIn", .circularIn), ("circularEaseOut", .circularOut), ("circularEaseInOut", .circularInOut),
        ]

        /// The curve's value at progress `t` (clamped to 0…1).
        func value(at progress: Double) -> Double {
            let t = min(max(progress.isFinite ? progress : 0, 0), 1)
            switch self {
            case .circularIn: return 1 - (1 - t * t).squareRoot()
            case .circularOut: return (1 - (t - 1) * (t - 1)).squareRoot()
            case .circularInOut:
                return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1) / 2
            case .bezier(let x1, let y1, let x2, let y2):
                // The Bézier's parameter whose x is `t` (by bisection: x grows with it), then its y.
                func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let middle = (low + high) / 2
                    if coordinate(middle, x1, x2) < t { low = middle } else { high = middle }
                }
                return coordinate((low + high) / 2, y1, y2)
            }
        }

        /// The slope of the curve at `t` (the change of its value per unit of progress).
        func velocity(at t: Double) -> Double {
            let step = 1e-4
            let low = max(t - step, 0), high = min(t + step, 1)
            return high > low ? (value(at: high) - value(at: low)) / (high - low) : 0
        }
    }

    static func curveValue(_ curve: Curve) -> Value {
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2):
            return Interpreter.foundationObject(curveType, [("kind", .string("bezier")), ("controls", .array([x1, y1, x2, y2].map(Value.double)))])
        case .circularIn: return Interpreter.foundationObject(curveType, [("kind", .string("circularEaseIn"))])
        case .circularOut: return Interpreter.foundationObject(curveType, [("kind", .string("circularEaseOut"))])
        case .circularInOut: return Interpreter.foundationObject(curveType, [("kind", .string("circularEaseInOut"))])
        }
    }

    static func curve(_ value: Value) -> Curve {
        switch Interpreter.field(value, "kind") {
        case .string("circularEaseIn"): return .circularIn
        case .string("circularEaseOut"): return .circularOut
        case .string("circularEaseInOut"): return .circularInOut
        default:
            guard case .array(let controls) = Interpreter.field(value, "controls"), controls.count == 4 else { return .bezier(x1: 0, y1: 0, x2: 1, y2: 1) }
            let n = controls.map { $0.number ?? 0 }
            return .bezier(x1: n[0], y1: n[1], x2: n[2], y2: n[3])
        }
    }

    static func register(in registry: inout BuiltinRegistry) {
        let pair = BuiltinType(pairType, instance: .named(pairType)) { _ in Interpreter.foundationObject(pairType, [("first", .double(0)), ("second", .double(0))]) }
        pair.sampleSource = "AnimatablePair(1.0, 2.0)"
        pair.add(.init(pairType, .initializer, ["_:Any _:Any"], result: .named(pairType)) { _, _, args, _ in
            let values = args.map(\.value)
            return Interpreter.foundationObject(pairType, [("first", values.first ?? .null), ("second", values.count > 1 ? values[1] : .null)])
        })
        pair.add(.init("first", .property, result: .unknown) { _, v, _, _ in Interpreter.field(v, "first") })
        pair.add(.init("second", .property, result: .unknown) { _, v, _, _ in Interpreter.field(v, "second") })
        registry.register(type: pair)

        let type = SemanticType.named(curveType)
        let curves = BuiltinType(curveType, instance: type, checksImplicitMembers: true) { _ in curveValue(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)) }
        curves.sampleSource = "UnitCurve.easeInOut"
        for (name, curve) in Curve.named {
            curves.add(.init(name, .staticProperty, result: type) { _, _, _, _ in curveValue(curve) })
        }
        curves.add(.init("bezier", .staticMethod, ["startControlPoint:UnitPoint endControlPoint:UnitPoint"], result: type) { i, _, args, r in
            func fractions(_ value: Value?) throws -> (Double, Double) {
                guard let value else { return (0, 0) }
                // (A point's fractions as `UnitPoint`'s own `x` and `y` read them, of a named point or a made one.)
                guard let table = i.registry.types["UnitPoint"], let x = table.properties["x"], let y = table.properties["y"] else { return (0, 0) }
                return (try i.number(try x.body(i, value, [], r), "bezier", r), try i.number(try y.body(i, value, [], r), "bezier", r))
            }
            let (x1, y1) = try fractions(args.value("startControlPoint")), (x2, y2) = try fractions(args.value("endControlPoint"))
            return curveValue(.bezier(x1: x1, y1: y1, x2: x2, y2: y2))
        })
        curves.add(.init("value", .method, ["at:Double"], result: .double, note: "the curve's value at a progress from 0 to 1") { i, v, args, r in
            .double(curve(v).value(at: try i.number(args.value("at"), "value(at:)", r)))
        })
        curves.add(.init("velocity", .method, ["at:Double"], result: .double, note: "the curve's slope at a progress from 0 to 1") { i, v, args, r in
            .double(curve(v).velocity(at: try i.number(args.value("at"), "velocity(at:)", r)))
        })
        registry.register(type: curves)
    }
}
