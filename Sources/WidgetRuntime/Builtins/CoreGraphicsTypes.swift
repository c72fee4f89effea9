import WidgetLanguage

/// Core Graphics' geometry values as SwiftUI code writes them: `CGSize`, `CGPoint`
/// and `CGRect` (and `CGFloat`, a Double), in points, with their `.zero` and the members widget code reads
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

    /// `CGSize(width:height:)`, `CGPoint(x:y:)`: two numbers, `.zero`, and each number as a property.
    static func pair(_ name: String, _ first: String, _ second: String, sample: (Double, Double),
                     make: @escaping @Sendable (Double, Double) -> Value) -> BuiltinType {
        let type = SemanticType.named(name)
        let pair = BuiltinType(name, instance: type) { _ in make(sample.0, sample.1) }
        pair.sampleSource = "\(name)(\(first): \(Int(sample.0)), \(second): \(Int(sample.1)))"
        pair.add(.init(name, .initializer, ["\(first):Double \(second):Double"], result: type) { i, _, args, r in
            make(try i.number(args.value(first), name, r), try i.number(args.value(second), name, r))
        })
        pair.add(.init("zero", .staticProperty, result: type) { _, _, _, _ in make(0, 0) })
        for field in [first, second] { pair.add(.init(field, .property, result: .double) { _, v, _, _ in Interpreter.field(v, field) }) }
        return pair
    }

    /// A rectangle with its width and height made positive, its origin moved to the corner that makes so.
    static func standardized(_ v: Value) -> Value {
        let x = number(v, "origin", "x"), y = number(v, "origin", "y"), width = number(v, "size", "width"), height = number(v, "size", "height")
        guard x.isFinite, y.isFinite else { return v }
        return rect(min(x, x + width), min(y, y + height), abs(width), abs(height))
    }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: pair("CGSize", "width", "height", sample: (158, 158), make: size))
        registry.register(type: pair("CGPoint", "x", "y", sample: (8, 16), make: point))

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
            // Of the standardized rectangle, as Core Graphics reads them: a negative width spans to the left of `origin`.
            ("width", { _, _, w, _ in abs(w) }), ("height", { _, _, _, h in abs(h) }),
            ("minX", { x, _, w, _ in min(x, x + w) }), ("midX", { x, _, w, _ in x + w / 2 }), ("maxX", { x, _, w, _ in max(x, x + w) }),
            ("minY", { _, y, _, h in min(y, y + h) }), ("midY", { _, y, _, h in y + h / 2 }), ("maxY", { _, y, _, h in max(y, y + h) }),
        ]
        for (name, measure) in measures {
            rect.add(.init(name, .property, result: .double) { _, v, _, _ in
                .double(measure(number(v, "origin", "x"), number(v, "origin", "y"), number(v, "size", "width"), number(v, "size", "height")))
            })
        }
        // `rect.insetBy(dx: 4, dy: 4)`, `offsetBy(dx:dy:)`: a rectangle moved in or along; one inset past its middle is
        // the null rectangle (`isNull`), as Core Graphics gives.
        rect.add(.init("insetBy", .method, ["dx:Double dy:Double"], result: .named("CGRect")) { i, v, args, r in
            let dx = try i.number(args.value("dx"), "insetBy(dx:dy:)", r), dy = try i.number(args.value("dy"), "insetBy(dx:dy:)", r)
            let width = number(v, "size", "width") - 2 * dx, height = number(v, "size", "height") - 2 * dy
            guard width >= 0, height >= 0 else { return CoreGraphicsTypes.rect(.infinity, .infinity, 0, 0) }
            return CoreGraphicsTypes.rect(number(v, "origin", "x") + dx, number(v, "origin", "y") + dy, width, height)
        })
        rect.add(.init("offsetBy", .method, ["dx:Double dy:Double"], result: .named("CGRect")) { i, v, args, r in
            CoreGraphicsTypes.rect(number(v, "origin", "x") + (try i.number(args.value("dx"), "offsetBy(dx:dy:)", r)),
                                   number(v, "origin", "y") + (try i.number(args.value("dy"), "offsetBy(dx:dy:)", r)),
                                   number(v, "size", "width"), number(v, "size", "height"))
        })
        rect.add(.init("contains", .method, ["_:CGPoint"], result: .bool) { _, v, args, _ in
            let point = args.first?.value ?? .null
            let x = number(point, "x"), y = number(point, "y")
            let minX = number(v, "origin", "x"), minY = number(v, "origin", "y")
            return .bool(x >= minX && x < minX + number(v, "size", "width") && y >= minY && y < minY + number(v, "size", "height"))
        })
        rect.add(.init("isEmpty", .property, result: .bool) { _, v, _, _ in
            .bool(number(v, "size", "width") == 0 || number(v, "size", "height") == 0 || number(v, "origin", "x").isInfinite)
        })
        rect.add(.init("isNull", .property, result: .bool) { _, v, _, _ in .bool(number(v, "origin", "x").isInfinite) })
        // `rect.standardized`: the same rectangle with a positive width and height; `integral`: the smallest rectangle on
        // whole points that holds it (its origin rounded down, its far corner up). A null rectangle stays null.
        rect.add(.init("standardized", .property, result: .named("CGRect")) { _, v, _, _ in
            standardized(v)
        })
        rect.add(.init("integral", .property, result: .named("CGRect")) { _, v, _, _ in
            let rect = standardized(v)
            let x = number(rect, "origin", "x"), y = number(rect, "origin", "y")
            guard x.isFinite, y.isFinite else { return rect }
            let minX = x.rounded(.down), minY = y.rounded(.down)
            let maxX = (x + number(rect, "size", "width")).rounded(.up), maxY = (y + number(rect, "size", "height")).rounded(.up)
            return CoreGraphicsTypes.rect(minX, minY, maxX - minX, maxY - minY)
        })
        registry.register(type: rect)

        // `CGFloat` is a Double (`CGFloat.self`, `CGFloat(2)`, `CGFloat.pi`); a Double's members stay Double's.
        let float = BuiltinType("CGFloat", instance: .double) { _ in .double(2.5) }
        float.sampleSource = "CGFloat(2.5)"
        float.add(.init("CGFloat", .initializer, ["_:Double", "truncating:NSNumber"], result: .double, note: "a Double") { i, _, args, r in
            .double(try i.number(args.first?.value, "CGFloat", r))
        })
        float.add(.init("pi", .staticProperty, result: .double) { _, _, _, _ in .double(.pi) })
        float.add(.init("infinity", .staticProperty, result: .double) { _, _, _, _ in .double(.infinity) })
        float.add(.init("zero", .staticProperty, result: .double) { _, _, _, _ in .double(0) })
        float.add(SwiftCollectionBuilders.randomDouble)
        registry.register(type: float, byInstance: false)
    }
}
