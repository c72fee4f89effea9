import Foundation
import WidgetLanguage

/// Core Graphics' `CGAffineTransform`: a 2D affine map (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`), made by
/// `CGAffineTransform(translationX:y:)`, `(scaleX:y:)`, `(rotationAngle:)` or its six numbers, combined with
/// `translatedBy`, `scaledBy`, `rotated(by:)`, `concatenating` and `inverted()`, and applied to points, sizes,
/// rectangles (their bounding box) and paths (`path.applying(t)`, `path.addPath(other, transform: t)`).
enum CoreGraphicsAffineTransforms {
    static let typeName = "CGAffineTransform"

    struct Transform: Equatable {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        static let identity = Transform()
        static func translation(_ x: Double, _ y: Double) -> Transform { Transform(tx: x, ty: y) }
        static func scale(_ x: Double, _ y: Double) -> Transform { Transform(a: x, d: y) }
        static func rotation(_ angle: Double) -> Transform { Transform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle)) }

        /// This transform, then `other`.
        func concatenating(_ other: Transform) -> Transform {
            Transform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
        }

        /// The inverse; the transform itself where it has none, as Core Graphics gives.
        func inverted() -> Transform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return Transform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                             tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
    }

    static func value(_ t: Transform) -> Value {
        Interpreter.foundationObject(typeName, [("a", .double(t.a)), ("b", .double(t.b)), ("c", .double(t.c)), ("d", .double(t.d)),
                                                ("tx", .double(t.tx)), ("ty", .double(t.ty))])
    }

    /// The transform a value holds (the identity for another value).
    static func transform(_ value: Value?) -> Transform {
        guard let value else { return .identity }
        func n(_ name: String, _ otherwise: Double) -> Double { Interpreter.field(value, name).number ?? otherwise }
        return Transform(a: n("a", 1), b: n("b", 0), c: n("c", 0), d: n("d", 1), tx: n("tx", 0), ty: n("ty", 0))
    }

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let transforms = BuiltinType(typeName, instance: type) { _ in value(.translation(10, 4)) }
        transforms.sampleSource = "CGAffineTransform(translationX: 10, y: 4)"
        transforms.add(.init(typeName, .initializer, ["translationX:Double y:Double", "scaleX:Double y:Double", "rotationAngle:Double",
                                                      "a:Double b:Double c:Double d:Double tx:Double ty:Double", ""],
                             result: type, note: "the rotation angle in radians") { i, _, args, r in
            func number(_ label: String) throws -> Double { try i.number(args.value(label), typeName, r) }
            if args.value("translationX") != nil { return value(.translation(try number("translationX"), try number("y"))) }
            if args.value("scaleX") != nil { return value(.scale(try number("scaleX"), try number("y"))) }
            if args.value("rotationAngle") != nil { return value(.rotation(try number("rotationAngle"))) }
            if args.value("a") != nil {
                return value(Transform(a: try number("a"), b: try number("b"), c: try number("c"), d: try number("d"),
                                       tx: try number("tx"), ty: try number("ty")))
            }
            return value(.identity)
        })
        transforms.add(.init("identity", .staticProperty, result: type) { _, _, _, _ in value(.identity) })
        for field in ["a", "b", "c", "d", "tx", "ty"] {
            transforms.add(.init(field, .property, result: .double) { _, v, _, _ in Interpreter.field(v, field) })
        }
        transforms.add(.init("isIdentity", .property, result: .bool) { _, v, _, _ in .bool(transform(v) == .identity) })
        transforms.add(.init("translatedBy", .method, ["x:Double y:Double"], result: type) { i, v, args, r in
            value(.translation(try i.number(args.value("x"), "translatedBy", r), try i.number(args.value("y"), "translatedBy", r)).concatenating(transform(v)))
        })
        transforms.add(.init("scaledBy", .method, ["x:Double y:Double"], result: type) { i, v, args, r in
            value(.scale(try i.number(args.value("x"), "scaledBy", r), try i.number(args.value("y"), "scaledBy", r)).concatenating(transform(v)))
        })
        transforms.add(.init("rotated", .method, ["by:Double"], result: type, note: "the angle in radians") { i, v, args, r in
            value(.rotation(try i.number(args.value("by"), "rotated", r)).concatenating(transform(v)))
        })
        transforms.add(.init("concatenating", .method, ["_:CGAffineTransform"], result: type, note: "this transform, then the other") { _, v, args, _ in
            value(transform(v).concatenating(transform(args.first?.value)))
        })
        transforms.add(.init("inverted", .method, [""], result: type, note: "the transform itself where it has no inverse, as Core Graphics gives") { _, v, _, _ in
            value(transform(v).inverted())
        })
        registry.register(type: transforms)

        registry.types["CGPoint"]?.add(.init("applying", .method, ["_:CGAffineTransform"], result: .named("CGPoint")) { _, v, args, _ in
            let p = transform(args.first?.value).apply(CoreGraphicsTypes.number(v, "x"), CoreGraphicsTypes.number(v, "y"))
            return CoreGraphicsTypes.point(p.x, p.y)
        })
        registry.types["CGSize"]?.add(.init("applying", .method, ["_:CGAffineTransform"], result: .named("CGSize"), note: "without the translation") { _, v, args, _ in
            var t = transform(args.first?.value)
            (t.tx, t.ty) = (0, 0)
            let s = t.apply(CoreGraphicsTypes.number(v, "width"), CoreGraphicsTypes.number(v, "height"))
            return CoreGraphicsTypes.size(s.x, s.y)
        })
        registry.types["CGRect"]?.add(.init("applying", .method, ["_:CGAffineTransform"], result: .named("CGRect"),
                                            note: "the smallest rectangle holding the transformed corners") { _, v, args, _ in
            let t = transform(args.first?.value)
            let (x, y) = (CoreGraphicsTypes.number(v, "origin", "x"), CoreGraphicsTypes.number(v, "origin", "y"))
            let (w, h) = (CoreGraphicsTypes.number(v, "size", "width"), CoreGraphicsTypes.number(v, "size", "height"))
            let corners = [t.apply(x, y), t.apply(x + w, y), t.apply(x, y + h), t.apply(x + w, y + h)]
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return v }
            return CoreGraphicsTypes.rect(minX, minY, maxX - minX, maxY - minY)
        })
        registry.types[PathBuiltins.typeName]?.add(.init("applying", .method, ["_:CGAffineTransform"], result: .shape,
                                                         note: "rectangles, ellipses and arcs come as lines and Bézier curves") { _, v, args, _ in
            path(v, transformed: transform(args.first?.value))
        })
    }

    /// A path value with every point mapped by `t` (its rectangles, ellipses and arcs as lines and curves first).
    static func path(_ value: Value, transformed t: Transform) -> Value {
        guard case .member("path", let arguments) = value else { return value }
        let mapped = PathElements.elements(of: value).map { element -> Value in
            func point(_ p: PathElements.Point) -> [Value] { let q = t.apply(p.x, p.y); return [.double(q.x), .double(q.y)] }
            switch element {
            case .move(let p): return .member(name: "move", arguments: point(p))
            case .line(let p): return .member(name: "line", arguments: point(p))
            case .quadCurve(let p, let control): return .member(name: "curve", arguments: point(p) + point(control))
            case .curve(let p, let c1, let c2): return .member(name: "curve", arguments: point(p) + point(c1) + point(c2))
            case .close: return .member(name: "close", arguments: [])
            }
        }
        return .member(name: "path", arguments: [.array(mapped)] + arguments.dropFirst())
    }
}
