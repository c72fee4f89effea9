import WidgetLanguage
import WidgetRender

/// SwiftUI's view modifiers, as far as a widget uses them: colours and backgrounds,
/// padding, frames and clipping, control styles and the widget's URL. (Text's are in
/// `TextModifiers`, shapes' in `ShapeModifiers`, images' in `ImageBuiltins`.)
enum StandardModifiers {
    static func register(in registry: inout BuiltinRegistry) {
        let modifiers: [BuiltinModifier] = [
            .init("foregroundStyle", ["_", "_ _", "_ _ _", "by:PlottableValue"],
                  note: "with two or three styles, the first colours the view and the others what .secondary and .tertiary draw inside; "
                      + "by: puts a chart's mark in a series") { i, args, node, r in
                if let series = args.value("by") { return try SwiftCharts.series(i, series, on: node, at: r) }
                return try i.foregroundStyled(args, node, at: r)
            }.takingStyle().keepingText(),
            .init("foregroundColor", ["_:Color?"]) { i, args, node, r in try i.foregroundStyled(args, node, at: r) }.takingStyle().keepingText(),
            .init("tint", ["_"]) { i, args, node, r in try i.foregroundStyled(args, node, at: r) }.takingStyle(),
            .init("background", ["", "_ in? fillStyle?", "in fillStyle?", "alignment?:Alignment {}!"],
                  note: "background(in: shape) is the terminal's background unless .backgroundStyle gives one") { i, args, node, r in
                let first = args.first?.value
                // `.background(Capsule().fill(.blue))`: a filled shape behind a view is drawn as its colour.
                if case .view(let background)? = first, case .shape(let shape) = background.kind {
                    return node.modifier(.background(shape.color ?? .primary))
                }
                if let style = try i.closureBackground(args, at: r) { return node.modifier(.background(style)) }
                // `.background(in: shape)`: the default background style, the terminal's own until `.backgroundStyle` gives one.
                if first == nil || args.first?.label == "in" { return args.value("in") == nil ? node : node.modifier(.background(.clear)) }
                guard let color = try? i.colorStyle(first, at: r) else { return node }
                return node.modifier(.background(color))
            }.takingStyle(),
            .init("overlay", ["_? alignment?:Alignment {}", "_ in fillStyle?"],
                  note: "drawn over the view in its frame; .overlay(style, in: shape) has no effect") { i, args, node, r in
                // `.overlay(Text("new"))`, `.overlay(alignment: .topTrailing) { Badge() }`: a view over this one.
                if args.value("in") != nil { return node }
                let content: ViewNode?
                if let first = args.first, first.label == nil { content = try i.viewNode(from: first.value, at: r) } else {
                    let views = try i.contentViews(args, at: r)
                    content = views.isEmpty ? nil : i.combine(views)
                }
                guard let content else { return node }
                let alignment = i.memberName(args.value("alignment")).flatMap(Alignment.init(name:)) ?? .center
                return node.modifier(.overlay(content, alignment: alignment))
            },
            .init("padding", ["_? _?"]) { i, args, node, r in try i.padded(args, node) }
                // `.padding(.horizontal)`, `.padding(.top, 4)`: the edges are an `Edge.Set`'s (a length is a number).
                .checked { c, arguments, _ in c.bindImplicitMember(arguments.first, amongStaticsOf: ["Edge.Set"]) },
            .init("frame", ["width? height? alignment?:Alignment",
                            "minWidth? idealWidth? maxWidth? minHeight? idealHeight? maxHeight? alignment?:Alignment"]) { i, args, node, r in
                node.modifier(.frame(try i.frame(args, at: r)))
            }.checked { c, arguments, _ in
                for argument in arguments where argument.label == "alignment" { c.checkAlignment(argument.value, stack: "frame") }
            },
            .init("clipShape", ["_"]) { i, args, node, _ in
                let first = args.first?.value
                switch i.memberName(first) {
                case "circle": return node.modifier(.clipShape(.circle))
                case "capsule": return node.modifier(.clipShape(.capsule))
                case "roundedRectangle":
                    var radius = 8.0
                    if case .member(_, let arguments)? = first, let given = arguments.first?.number { radius = given }
                    return node.modifier(.clipShape(.roundedRectangle(cornerRadius: radius)))
                default: return node.modifier(.clipShape(.rectangle))
                }
            },
            // (`_:style:` is a chart mark's: `BarMark(…).cornerRadius(8, style: .continuous)`.)
            .init("cornerRadius", ["_ antialiased?:Bool", "_ style:RoundedCornerStyle"],
                  note: "style: (a chart mark's) is drawn as .circular") { _, args, node, _ in
                node.modifier(.clipShape(.roundedRectangle(cornerRadius: args.first?.value.number ?? 0)))
            },
            .init("shadow", ["radius? x? y?", "color:Color radius x? y?", "_"],
                  note: "no effect in a cell; on a shape style (`.red.shadow(.drop(radius: 2))`) the style is drawn", body: BuiltinModifier.unchanged),
            .init("buttonStyle", ["_"], note: "a style of the widget's own (a ButtonStyle or PrimitiveButtonStyle) draws what its makeBody gives") { i, args, node, r in
                // The buttons built inside were drawn by a style of the program's own as they were made
                // (`Interpreter+CustomStyles`); those made before it was given, now.
                if let style = try i.customStyle(args.first?.value ?? .null, for: "buttonStyle", at: r) { return try i.restyledButtons(node, style, at: r) }
                return node.modifier(.buttonStyle(i.memberName(args.first?.value).flatMap(ButtonStyle.init(rawValue:)) ?? .automatic))
            }.checked(Checker.checkStyleArgument(of: "buttonStyle")),
            .init("toggleStyle", ["_"], note: "built-in styles draw a switch; a ToggleStyle of the widget's own draws what its makeBody gives",
                  body: BuiltinModifier.unchanged).checked(Checker.checkStyleArgument(of: "toggleStyle")),
            .init("gaugeStyle", ["_"],
                  note: "linear styles are a bar with the labels at its ends; circular ones a ring 7 by 4 with the value inside; "
                      + "a GaugeStyle of the widget's own draws what its makeBody gives") { i, args, node, r in
                if i.isCustomStyle(args.first?.value, for: "gaugeStyle", at: r) { return node }
                return node.modifier(.gaugeStyle(i.memberName(args.first?.value).flatMap(GaugeStyle.init(rawValue:)) ?? .automatic))
            }.checked(Checker.checkStyleArgument(of: "gaugeStyle")),
            .init("progressViewStyle", ["_"], note: "built-in styles draw a bar, in the tint of LinearProgressViewStyle(tint:); "
                      + "a ProgressViewStyle of the widget's own draws what its makeBody gives") { i, args, node, r in
                // `LinearProgressViewStyle(tint: .blue)`: the style's tint colours the bar, as `.tint(.blue)` does.
                guard case .member(_, let tint)? = args.first?.value, let color = tint.first, let range = args.first?.range else { return node }
                return try i.foregroundStyled([CallArgument(label: nil, value: color, range: range)], node, at: r)
            }.checked(Checker.checkStyleArgument(of: "progressViewStyle")),
            .init("containerBackground", ["_ for:ContainerBackgroundPlacement", "for:ContainerBackgroundPlacement {}!"]) { i, args, node, r in
                if let style = try i.closureBackground(args, at: r) { return node.modifier(.containerBackground(style)) }
                guard let color = try? i.colorStyle(args.first?.value, at: r) else { return node }
                return node.modifier(.containerBackground(color))
            }.takingStyle(),
            .init("widgetURL", ["_"]) { i, args, node, r in
                node.modifier(.widgetURL(try i.describeCharged(args.first?.value ?? .string(""), at: r)))
            },
            .init("layoutPriority", ["_"], body: BuiltinModifier.unchanged),
            .init("fixedSize", ["horizontal? vertical?"], body: BuiltinModifier.unchanged),
            .init("offset", ["x?:Double y?:Double", "_:CGSize"],
                  note: "drawn moved by whole cells (8 points a column, 16 a row); its place in the layout stays") { i, args, node, r in
                let (x, y) = try i.point(args, at: r)
                return x == 0 && y == 0 ? node : node.modifier(.offset(x: x, y: y))
            },
            .init("id", ["_"], body: BuiltinModifier.unchanged),
            .init("invalidatableContent", ["_?"], body: BuiltinModifier.unchanged),
            .init("contentTransition", ["_"], body: BuiltinModifier.unchanged),
            .init("widgetAccentable", ["_?"], body: BuiltinModifier.unchanged),
            .init("widgetCurvesContent", ["_?"], note: "a watchOS corner complication bends its content along the corner; drawn straight",
                  body: BuiltinModifier.unchanged),
            .init("glassEffect", ["", "_:Glass in?", "in"], note: "iOS 26's Liquid Glass has no terminal form: the view is drawn as it is",
                  body: BuiltinModifier.unchanged),
        ]
        for modifier in modifiers { registry.register(modifier: modifier) }
    }
}

extension Interpreter {
    /// `.foregroundStyle`, `.foregroundColor`, `.tint`: the view in the first style; with
    /// `.foregroundStyle(.red, .blue, .green)`, `.secondary`/`.tertiary` inside in the others.
    func foregroundStyled(_ args: [CallArgument], _ node: ViewNode, at range: SourceRange) throws -> ViewNode {
        guard let color = try colorStyle(args.first?.value, at: range) else { return node }
        if args.count > 1, let secondary = try colorStyle(args[1].value, at: range) {
            let tertiary = args.count > 2 ? try colorStyle(args[2].value, at: range) : nil
            return node.modifier(.foregroundStyle(color)).modifier(.hierarchicalStyles(secondary: secondary, tertiary: tertiary))
        }
        return node.modifier(.foregroundStyle(color))
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 4)`, `.padding(EdgeInsets(…))`: each side its own length.
    func padded(_ args: [CallArgument], _ node: ViewNode) throws -> ViewNode {
        if case .object(let insets)? = args.first?.value, insets.type == "EdgeInsets" {
            var padded = node
            for (name, edge) in [("top", Edge.Set.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)] {
                if let length = insets[name]?.number, length != 0 { padded = padded.modifier(.padding(edge, length)) }
            }
            return padded
        }
        var edges: Edge.Set = .all
        var length: Double?
        for argument in args {
            if let n = argument.value.number { length = n }
            // (`.padding([.top, .leading], 8)`: a list of sides too.)
            if let edge = memberName(argument.value) { edges = try edgeSet(edge, at: argument.range) }
            if case .array = argument.value { edges = try SwiftUIEdgeSets.sides(self, argument.value, at: argument.range) }
        }
        return node.modifier(.padding(edges, length))
    }
}

extension BuiltinCallable {
    /// This entry with a note for docs/apple-api.md.
    func noted(_ note: String) -> BuiltinCallable {
        var copy = self
        copy.note = note
        return copy
    }
}
