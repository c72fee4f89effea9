import Foundation
import WidgetLanguage
import WidgetRender

/// What shapes take besides a colour: `StrokeStyle` (its lineWidth draws the
/// outline as `lineWidth:` does; dashes, caps and joins are drawn solid),
/// `FillStyle`, corner styles, `UnevenRoundedRectangle` (drawn with its largest
/// radius) and the shape-to-shape modifiers `.rotation`, `.scale`, `.size`.
enum ShapeStyles {
    static func register(in registry: inout BuiltinRegistry) {
        let stroke = BuiltinType("StrokeStyle", instance: .named("StrokeStyle")) { _ in strokeStyle(lineWidth: 1) }
        stroke.sampleSource = "StrokeStyle(lineWidth: 2)"
        stroke.add(.init("StrokeStyle", .initializer, ["lineWidth?:Double lineCap? lineJoin? miterLimit?:Double dash?:[Double] dashPhase?:Double"],
                         result: .named("StrokeStyle"), note: "lineWidth draws as .stroke(lineWidth:); caps, joins and dashes are drawn as a solid line") { i, _, args, r in
            strokeStyle(lineWidth: try args.value("lineWidth").map { try i.number($0, "StrokeStyle", r) } ?? 1)
        })
        stroke.add(.init("lineWidth", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "lineWidth") })
        registry.register(type: stroke)
        registry.register(type: FoundationDates.enumeration("CGLineCap", ["butt", "round", "square"]))
        registry.register(type: FoundationDates.enumeration("CGLineJoin", ["miter", "round", "bevel"]))
        registry.register(type: FoundationDates.enumeration("RoundedCornerStyle", ["circular", "continuous"]))

        let fill = BuiltinType("FillStyle", instance: .named("FillStyle")) { _ in Interpreter.foundationObject("FillStyle", []) }
        fill.sampleSource = "FillStyle()"
        fill.add(.init("FillStyle", .initializer, ["eoFill?:Bool antialiased?:Bool"], result: .named("FillStyle"),
                       note: "no effect: a shape's covered cells are filled either way") { _, _, _, _ in
            Interpreter.foundationObject("FillStyle", [])
        })
        registry.register(type: fill)

        let radii = BuiltinType("RectangleCornerRadii", instance: .named("RectangleCornerRadii")) { _ in cornerRadii(8) }
        radii.sampleSource = "RectangleCornerRadii(topLeading: 8)"
        radii.add(.init("RectangleCornerRadii", .initializer, ["topLeading?:Double bottomLeading?:Double bottomTrailing?:Double topTrailing?:Double"],
                        result: .named("RectangleCornerRadii")) { i, _, args, r in
            cornerRadii(try largestRadius(i, args, at: r))
        })
        registry.register(type: radii)

        registry.register(view: BuiltinCallable("UnevenRoundedRectangle",
                                                ["topLeadingRadius?:Double bottomLeadingRadius?:Double bottomTrailingRadius?:Double topTrailingRadius?:Double style?",
                                                 "cornerRadii style?"], result: .shape,
                                                note: "a rounded rectangle of its largest radius, filling the size offered") { i, args, r in
            var radius = try largestRadius(i, args, at: r)
            if let given = args.value("cornerRadii") {
                if case .member("init", let fields) = given, case .tuple(let tuple)? = fields.first {
                    // `.init(topLeading: 8, …)` where RectangleCornerRadii goes.
                    radius = tuple.elements.compactMap(\.number).max() ?? 0
                } else {
                    radius = Interpreter.field(given, "radius").number ?? 0
                }
            }
            return .member(name: "roundedRectangle", arguments: [.double(radius)])
        })

        var modifiers: [BuiltinModifier] = [
            .init("rotation", ["_:Angle anchor?"], note: "on a shape: turns where a trimmed outline starts; a whole shape is drawn as it is") { i, args, node, r in
                let degrees = try i.angleDegrees(args.first?.value, at: r)
                return i.withShape(node) { shape in
                    shape.rotation = (shape.rotation + degrees / 360).truncatingRemainder(dividingBy: 1)
                    if shape.rotation < 0 { shape.rotation += 1 }
                }
            },
            .init("scale", ["_:Double anchor?", "x?:Double y?:Double anchor?"], note: "on a shape: no effect, the shape fills its frame",
                  body: BuiltinModifier.unchanged),
            .init("size", ["width:Double height:Double", "_"], note: "on a shape: drawn in a frame of that size at the top leading corner") { _, args, node, _ in
                var width = args.value("width")?.number, height = args.value("height")?.number
                if let size = args.value(nil) {
                    width = Interpreter.field(size, "width").number
                    height = Interpreter.field(size, "height").number
                }
                return node.modifier(.frame(Frame(width: width, height: height, alignment: .topLeading)))
            },
        ]
        modifiers[1].checkNote = "'.scale' on a shape has no effect in a terminal: the shape fills its frame in cells"
        for modifier in modifiers { registry.register(modifier: modifier) }
    }

    static func strokeStyle(lineWidth: Double) -> Value {
        Interpreter.foundationObject("StrokeStyle", [("lineWidth", .double(lineWidth))])
    }

    static func cornerRadii(_ radius: Double) -> Value {
        Interpreter.foundationObject("RectangleCornerRadii", [("radius", .double(radius))])
    }

    static func largestRadius(_ i: Interpreter, _ args: [CallArgument], at range: SourceRange) throws -> Double {
        var radius = 0.0
        for argument in args where argument.label.map({ $0.hasSuffix("Radius") || ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"].contains($0) }) == true {
            radius = max(radius, try i.number(argument.value, "a corner radius", range))
        }
        return radius
    }
}

extension Interpreter {
    /// `.degrees(90)`, `.radians(1)`, `Angle(degrees:)` in degrees.
    func angleDegrees(_ value: Value?, at range: SourceRange) throws -> Double {
        guard case .member(let unit, let arguments)? = value, let amount = arguments.first?.number, amount.isFinite else { return 0 }
        return unit == "radians" ? amount * 180 / .pi : amount
    }
}
