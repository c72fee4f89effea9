import WidgetLanguage
import WidgetRender

/// SwiftUI's `Canvas { context, size in … }`: a view as large as it is offered, whose closure draws into a
/// `GraphicsContext` once layout tells the size (as a `GeometryReader`'s content waits for it). `context.fill(path,
/// with: .color(c))` and `context.stroke(path, with: .color(c), lineWidth: w)` (or `style: StrokeStyle(…)`) draw the
/// path in the canvas's points, in the order written, each as a `Path` shape is drawn. A `GraphicsContext.Shading`
/// other than a colour (a gradient) draws in its first colour.
///
/// A context is a value, as in SwiftUI: `var layer = context` is a copy with a transform of its own
/// (`translateBy`, `scaleBy`, `rotate(by:)`, `concatenate`, `transform`), which maps the paths it draws, while both
/// draw on the one canvas. Clipping, filters, blend modes, opacity and drawn text and images have no effect here.
enum SwiftUICanvas {
    static let contextType = "GraphicsContext", shadingType = "GraphicsContext.Shading", canvasType = "GraphicsContext.Canvas"

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(view: BuiltinCallable("Canvas", ["opaque?:Bool colorMode?:Any rendersAsynchronously?:Bool {}! symbols{}"], result: .view,
                                                note: "the closure draws when the canvas's size is known: fill and stroke of paths; symbols are not drawn") { i, args, r in
            guard let closure = i.contentClosure(args) else { throw i.error("Canvas takes a closure, as in Canvas { context, size in … }", r) }
            return .view(i.canvas(closure, at: r))
        }.checked(checkCanvas))

        let context = BuiltinType(contextType, instance: .named(contextType)) { _ in makeContext() }
        context.sampleSource = "GraphicsContext()"
        context.add(.init(contextType, .initializer, [""], result: .named(contextType), note: "made by Canvas; written out only in tests") { _, _, _, _ in
            makeContext()
        })
        context.add(.init("transform", .property, result: .named(CoreGraphicsAffineTransforms.typeName),
                          note: "maps the paths the context draws") { _, v, _, _ in Interpreter.field(v, "transform") })
        for (name, result) in [("opacity", SemanticType.double), ("blendMode", .unknown), ("environment", .unknown)] {
            context.add(.init(name, .property, result: result, note: "kept; no effect on drawing here") { _, v, _, _ in Interpreter.field(v, name) })
        }
        for (name, forms, note) in mutatingForms {
            // Called on a constant (`let`) context: Swift refuses that; here the context is unchanged.
            context.add(.init(name, .method, forms, result: .void, note: note) { _, _, _, _ in .null })
        }
        context.add(.init("drawLayer", .method, ["content:Closure", "{}"], result: .void,
                          note: "the closure draws with a copy of the context, on the same canvas") { i, v, args, r in
            guard let closure = i.firstClosure(args) else { return .null }
            _ = try i.callClosure(closure, [v], at: r)
            return .null
        })
        context.add(.init("draw", .method, ["_:Any at:CGPoint anchor?:Any", "_:Any in:CGRect", "_:Any in:CGRect style?:Any"], result: .void,
                          note: "text, images and symbols are not drawn in a canvas here") { _, _, _, _ in .null })
        context.add(.init("resolve", .method, ["_:Any"], result: .unknown, note: "the text or image itself") { _, _, args, _ in
            args.first?.value ?? .null
        })
        context.add(.init("fill", .method, ["_:Path with:GraphicsContext.Shading style?:Any"], result: .void, note: "in the shading's colour") { i, v, args, r in
            return try draw(i, v, args.first?.value, shading: args.value("with"), lineWidth: nil, at: r)
        })
        context.add(.init("stroke", .method, ["_:Path with:GraphicsContext.Shading lineWidth?:Double", "_:Path with:GraphicsContext.Shading style:StrokeStyle"],
                          result: .void, note: "the outline, lineWidth (or the style's) points wide") { i, v, args, r in
            let width = try args.value("lineWidth").map { try i.number($0, "stroke", r) }
                ?? args.value("style").map { CoreGraphicsTypes.number($0, "lineWidth") } ?? 1
            return try draw(i, v, args.first?.value, shading: args.value("with"), lineWidth: width, at: r)
        })
        registry.register(type: context)

        let shading = BuiltinType(shadingType, instance: .named(shadingType), checksImplicitMembers: true) { _ in shadingValue(.null) }
        shading.sampleSource = "GraphicsContext.Shading.color(.red)"
        shading.add(.init("color", .staticMethod, ["_:Color", "_?:Any white:Double opacity?:Double", "_?:Any red:Double green:Double blue:Double opacity?:Double"],
                          result: .named(shadingType), note: "a colour, or one of its components (a grey of white:)") { i, _, args, r in
            // `.color(white: 1)`, `.color(red:green:blue:)`: the colour `Color(white:)` and `Color(red:green:blue:)` make.
            if args.value("white") != nil || args.value("red") != nil {
                let components = args.filter { $0.label != nil }
                return shadingValue(try i.callNamed("Color", components, at: r, calleeRange: r))
            }
            return shadingValue(args.first?.value ?? .null)
        })
        let gradients = [("linearGradient", "_:Gradient startPoint:CGPoint endPoint:CGPoint options?:Any"),
                         ("radialGradient", "_:Gradient center:CGPoint startRadius:Double endRadius:Double options?:Any"),
                         ("conicGradient", "_:Gradient center:CGPoint angle?:Angle options?:Any")]
        for (name, form) in gradients {
            shading.add(.init(name, .staticMethod, [form], result: .named(shadingType), note: "drawn in the gradient's first colour") { _, _, args, _ in
                shadingValue(firstColor(ofGradient: args.first?.value))
            })
        }
        registry.register(type: shading)
    }

    /// A gradient's first stop's colour (`Gradient(colors:)` is its stops); nil-valued for anything else.
    static func firstColor(ofGradient value: Value?) -> Value {
        guard case .member("gradientStops", let fields)? = value, case .array(let stops)? = fields.first,
              case .member("stop", let parts)? = stops.first, let color = parts.first else { return .null }
        return color
    }

    /// A context on a new canvas: the canvas (shared by the context's copies) holds what is drawn, in order; the context
    /// its own transform.
    static func makeContext() -> Value {
        Interpreter.foundationObject(contextType, [("canvas", .instance(ClassInstance(type: canvasType, fields: [("commands", .array([]))]))),
                                                   ("transform", CoreGraphicsAffineTransforms.value(.identity)),
                                                   ("opacity", .double(1)), ("blendMode", .member(name: "normal", arguments: [])),
                                                   ("environment", .null)])
    }

    /// The methods that change a context (a `var` one, or the closure's own): its transform, or, with no effect here,
    /// its clip and filters.
    static let mutatingForms: [(String, [String], String)] = [
        ("translateBy", ["x:Double y:Double"], "moves what is drawn after"), ("scaleBy", ["x:Double y:Double"], "scales what is drawn after"),
        ("rotate", ["by:Angle"], "rotates what is drawn after"), ("concatenate", ["_:CGAffineTransform"], "applies the transform to what is drawn after"),
        ("clip", ["to:Path style?:Any options?:Any"], "no effect here: the paths drawn after are not clipped"),
        ("clipToLayer", ["opacity?:Double options?:Any content:Closure", "opacity?:Double options?:Any {}"], "no effect here: the layer is not drawn"),
        ("addFilter", ["_:Any options?:Any"], "no effect here: filters are not drawn"),
    ]
    static let mutatingNames = Set(mutatingForms.map(\.0))

    /// `context.translateBy(x:y:)` on a context held in a variable (or the closure's parameter): the context changed in
    /// place. False for another value.
    static func mutate(_ value: inout Value, _ name: String, _ args: [CallArgument], _ i: Interpreter, at range: SourceRange) throws -> Bool {
        guard case .object(var context) = value, context.type == contextType, mutatingNames.contains(name) else { return false }
        let current = CoreGraphicsAffineTransforms.transform(context["transform"])
        typealias Transform = CoreGraphicsAffineTransforms.Transform
        var step: Transform?
        switch name {
        case "translateBy": step = .translation(try i.number(args.value("x"), name, range), try i.number(args.value("y"), name, range))
        case "scaleBy": step = .scale(try i.number(args.value("x"), name, range), try i.number(args.value("y"), name, range))
        case "rotate": step = .rotation(try i.angleDegrees(args.value("by"), at: range) * .pi / 180)
        case "concatenate": step = CoreGraphicsAffineTransforms.transform(args.first?.value)
        default: break
        }
        guard let step else { return true }
        context["transform"] = CoreGraphicsAffineTransforms.value(step.concatenating(current))
        value = .object(context)
        return true
    }

    static func shadingValue(_ color: Value) -> Value {
        Interpreter.foundationObject(shadingType, [("color", color)])
    }

    /// One figure drawn: the path, its colour and, for a stroke, its width, kept in the context in order.
    private static func draw(_ i: Interpreter, _ context: Value, _ path: Value?, shading: Value?, lineWidth: Double?, at r: SourceRange) throws -> Value {
        guard case .instance(let state) = Interpreter.field(context, "canvas"), let path else {
            throw i.error("draw with a GraphicsContext a Canvas gives", r)
        }
        var color: Value = .null
        if case .object(let object)? = shading, object.type == shadingType { color = object["color"] ?? .null }
        let transform = CoreGraphicsAffineTransforms.transform(Interpreter.field(context, "transform"))
        let drawn = transform == .identity ? path : CoreGraphicsAffineTransforms.path(path, transformed: transform)
        let command = Value.tuple(TupleValue(labels: ["path", "color", "lineWidth"], elements: [drawn, color, lineWidth.map(Value.double) ?? .null]))
        if let at = state.fields.firstIndex(where: { $0.name == "commands" }), case .array(var commands) = state.fields[at].value {
            try i.chargeElements(1, at: r)
            commands.append(command)
            state.fields[at].value = .array(commands)
        }
        return .null
    }

    /// A `Canvas`'s closure: checked as code (not views) with the context and the size.
    static let checkCanvas: BuiltinCall.Check = { c, call in
        for argument in call.arguments {
            if case .closure(let closure) = argument.value.kind {
                c.inferClosure(closure, in: call.scope, parameterTypes: [.named(contextType), .named("CGSize")])
            } else {
                c.infer(argument.value, in: call.scope)
            }
        }
        for trailing in call.trailing { c.inferClosure(trailing.closure, in: call.scope, parameterTypes: [.named(contextType), .named("CGSize")]) }
        return .view
    }
}

extension Interpreter {
    /// What a canvas's closure draws at `width` × `height` points: its figures, each a path shape over the whole canvas.
    func drawnCanvas(_ closure: ClosureValue, width: Double, height: Double, at range: SourceRange) throws -> ViewNode {
        let context = SwiftUICanvas.makeContext()
        _ = try within(.view) { try callClosure(closure, [context, CoreGraphicsTypes.size(width, height)], at: range) }
        guard case .instance(let state) = Interpreter.field(context, "canvas"), case .array(let commands)? = state["commands"] else { return ViewNode(.empty) }
        var figures: [ViewNode] = []
        for command in commands {
            guard case .tuple(let parts) = command, parts.elements.count == 3 else { continue }
            let lineWidth = parts.elements[2].number
            var shape = ShapeView(.rectangle, paint: lineWidth.map { .stroke(lineWidth: $0) } ?? .fill,
                                  color: parts.elements[1].isNull ? nil : try colorStyle(parts.elements[1], at: range))
            shape.path = try pathDrawing(parts.elements[0], at: range)
            figures.append(ViewNode(.shape(shape)))
        }
        return ViewNode(.zStack(alignment: .topLeading, children: figures))
    }
}
