import WidgetLanguage
import WidgetRender

/// SwiftUI's `Canvas { context, size in … }`: a view as large as it is offered, whose closure draws into a
/// `GraphicsContext` once layout tells the size (as a `GeometryReader`'s content waits for it). `context.fill(path,
/// with: .color(c))` and `context.stroke(path, with: .color(c), lineWidth: w)` (or `style: StrokeStyle(…)`) draw the
/// path in the canvas's points, in the order written, each as a `Path` shape is drawn. A `GraphicsContext.Shading`
/// other than a colour (a gradient) draws in its first colour.
enum SwiftUICanvas {
    static let contextType = "GraphicsContext", shadingType = "GraphicsContext.Shading"

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
        shading.add(.init("color", .staticMethod, ["_:Color"], result: .named(shadingType)) { _, _, args, _ in shadingValue(args.first?.value ?? .null) })
        shading.add(.init("linearGradient", .staticMethod, ["_:Gradient startPoint:CGPoint endPoint:CGPoint options?:Any"], result: .named(shadingType),
                          note: "drawn in the gradient's first colour") { i, _, args, r in
            shadingValue(firstColor(ofGradient: args.first?.value))
        })
        registry.register(type: shading)
    }

    /// A gradient's first stop's colour (`Gradient(colors:)` is its stops); nil-valued for anything else.
    static func firstColor(ofGradient value: Value?) -> Value {
        guard case .member("gradientStops", let fields)? = value, case .array(let stops)? = fields.first,
              case .member("stop", let parts)? = stops.first, let color = parts.first else { return .null }
        return color
    }

    static func makeContext() -> Value {
        .instance(ClassInstance(type: contextType, fields: [("commands", .array([]))]))
    }

    static func shadingValue(_ color: Value) -> Value {
        Interpreter.foundationObject(shadingType, [("color", color)])
    }

    /// One figure drawn: the path, its colour and, for a stroke, its width, kept in the context in order.
    private static func draw(_ i: Interpreter, _ context: Value, _ path: Value?, shading: Value?, lineWidth: Double?, at r: SourceRange) throws -> Value {
        guard case .instance(let state) = context, let path else { throw i.error("draw with a GraphicsContext a Canvas gives", r) }
        var color: Value = .null
        if case .object(let object)? = shading, object.type == shadingType { color = object["color"] ?? .null }
        let command = Value.tuple(TupleValue(labels: ["path", "color", "lineWidth"], elements: [path, color, lineWidth.map(Value.double) ?? .null]))
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
        guard case .instance(let state) = context, case .array(let commands)? = state["commands"] else { return ViewNode(.empty) }
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
