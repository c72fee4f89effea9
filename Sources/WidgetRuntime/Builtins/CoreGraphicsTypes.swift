import WidgetLanguage

/// Core Graphics' geometry values as SwiftUI code writes them: `CGSize`, `CGPoint`
/// and `CGRect`, in points, with their `.zero` and the members widget code reads
/// (`rect.midX`, `rect.size.width`, …). A value is an object with its fields.
enum CoreGraphicsTypes {
    static func size(_ width: Double, _ height: Double) -> Value {
        Interpreter.foundationObject("CGSize", [("width", .double(width)), ("height", .double(height))])
    }

    static func point(_ x: Double, _ y: Double) -> Value {
        Interpreter.foundationObject("CGPoint", [("x", .double(x)), ("y", .double(y))])
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
        Interpreter.foundationObject("CGRect", [("origin", point(x, y)), ("size", size(width, height))])
    }

    /// A number field of a geometry value (0 when it is missing).
    static func number(_ value: Value, _ path: String...) -> Double {
        var current = value
        for name in path { current = Interpreter.field(current, name) }
        return current.number ?? 0
    }

    static func register(in registry: inout BuiltinRegistry) {
        let size = BuiltinType("CGSize", instance: .named("CGSize")) { _ in CoreGraphicsTypes.size(158, 158) }
        size.sampleSource = "CGSize(width: 158, height: 158)"
        size.add(.init("CGSize", .initializer, ["width:Double height:Double"], result: .named("CGSize")) { i, _, args, r in
            CoreGraphicsTypes.size(try i.number(args.value("width"), "CGSize", r), try i.number(args.value("height"), "CGSize", r))
        })
        size.add(.init("zero", .staticProperty, result: .named("CGSize")) { _, _, _, _ in CoreGraphicsTypes.size(0, 0) })
        size.add(.init("width", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "width") })
        size.add(.init("height", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "height") })
        registry.register(type: size)

        let point = BuiltinType("CGPoint", instance: .named("CGPoint")) { _ in CoreGraphicsTypes.point(8, 16) }
        point.sampleSource = "CGPoint(x: 8, y: 16)"
        point.add(.init("CGPoint", .initializer, ["x:Double y:Double"], result: .named("CGPoint")) { i, _, args, r in
            CoreGraphicsTypes.point(try i.number(args.value("x"), "CGPoint", r), try i.number(args.value("y"), "CGPoint", r))
        })
        point.add(.init("zero", .staticProperty, result: .named("CGPoint")) { _, _, _, _ in CoreGraphicsTypes.point(0, 0) })
        point.add(.init("x", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "x") })
        point.add(.init("y", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "y") })
        registry.register(type: point)

        let rect = BuiltinType("CGRect", instance: .named("CGRect")) { _ in CoreGraphicsTypes.rect(0, 0, 80, 32) }
        rect.sampleSource = "CGRect(x: 0, y: 0, width: 80, height: 32)"
        rect.add(.init("CGRect", .initializer, ["x:Double y:Double width:Double height:Double", "origin:CGPoint size:CGSize"],
                       result: .named("CGRect")) { i, _, args, r in
            if let origin = args.value("origin"), let size = args.value("size") {
                return Interpreter.foundationObject("CGRect", [("origin", origin), ("size", size)])
            }
            return CoreGraphicsTypes.rect(try i.number(args.value("x"), "CGRect", r), try i.number(args.value("y"), "CGRect", r),
                                          try i.number(args.value("width"), "CGRect", r), try i.number(args.value("height"), "CGRect", r))
        })
        rect.add(.init("zero", .staticProperty, result: .named("CGRect")) { _, _, _, _ in CoreGraphicsTypes.rect(0, 0, 0, 0) })
        rect.add(.init("origin", .property, result: .named("CGPoint")) { _, v, _, _ in Interpreter.field(v, "origin") })
        rect.add(.init("size", .property, result: .named("CGSize")) { _, v, _, _ in Interpreter.field(v, "size") })
        let measures: [(String, @Sendable (Double, Double, Double, Double) -> Double)] = [
            ("width", { _, _, w, _ in w }), ("height", { _, _, _, h in h }),
            ("minX", { x, _, _, _ in x }), ("midX", { x, _, w, _ in x + w / 2 }), ("maxX", { x, _, w, _ in x + w }),
            ("minY", { _, y, _, _ in y }), ("midY", { _, y, _, h in y + h / 2 }), ("maxY", { _, y, _, h in y + h }),
        ]
        for (name, measure) in measures {
            rect.add(.init(name, .property, result: .double) { _, v, _, _ in
                .double(measure(number(v, "origin", "x"), number(v, "origin", "y"), number(v, "size", "width"), number(v, "size", "height")))
            })
        }
        registry.register(type: rect)
    }
}
