import WidgetLanguage
import WidgetRender

/// SwiftUI's modifiers that place a view or change its frame, drawn in cells:
/// `.position`, `.safeAreaPadding`, `.safeAreaInset`, `.containerRelativeFrame`,
/// `.clipped`, `.gridCellColumns`, `.backgroundStyle`, `.accentColor`.
/// (`.offset`, `.frame` and the other standard ones are in `StandardModifiers`, `.lineLimit` in `TextModifiers`.)
enum LayoutModifiers {
    static func register(in registry: inout BuiltinRegistry) {
        let modifiers: [BuiltinModifier] = [
            .init("position", ["x?:Double y?:Double", "_:CGPoint", "by:PlottableValue axis? span?"],
                  note: "the view takes the space offered, its centre at that point of it (8 points a column, 16 a row); "
                      + "a chart mark's position(by:) is not drawn: the marks of a group are drawn where they fall") { i, args, node, r in
                if args.value("by") != nil { return node }
                let (x, y) = try i.point(args, at: r)
                return node.modifier(.position(x: x, y: y))
            },
            .init("safeAreaPadding", ["_? _?"], note: "padding: a widget has no other safe area") { i, args, node, _ in try i.padded(args, node) },
            .init("safeAreaInset", ["edge alignment? spacing? {}!"], note: "the inset content at that edge, the view beside it") { i, args, node, r in
                try i.safeAreaInset(args, to: node, at: r)
            },
            .init("containerRelativeFrame", ["_ alignment?", "_ count span? spacing alignment?", "_ alignment? {}!"],
                  note: "fills the space offered along the axes (count, span and spacing are not divided out)") { i, args, node, r in
                let axes = try i.containerAxes(args.value(nil), at: r)
                let alignment = try i.gridAlignment(args.value("alignment"), at: r) ?? .center
                return node.modifier(.frame(Frame(maxWidth: axes.contains(.horizontal) ? .infinity : nil,
                                                  maxHeight: axes.contains(.vertical) ? .infinity : nil, alignment: alignment)))
            },
            .init("clipped", ["antialiased?:Bool"], note: "nothing inside is drawn outside the view's frame") { _, _, node, _ in
                node.modifier(.clipShape(.rectangle))
            },
            .init("gridCellColumns", ["_:Int"], note: "in a Grid row, the cell spans that many columns") { i, args, node, r in
                node.modifier(.gridCellColumns(try i.int(args.first?.value, r)))
            },
            .init("backgroundStyle", ["_"], note: "the fill of .background(in:) on the same view; the terminal's background otherwise") { i, args, node, r in
                // `.background(in: shape)` on this view fills with the style (it is the default background style).
                guard let style = try i.colorStyle(args.first?.value, at: r) else { return node }
                var result = node
                result.modifiers = node.modifiers.map { $0 == .background(.clear) ? .background(style) : $0 }
                return result
            },
            .init("accentColor", ["_:Color?"], note: "the same as .tint") { i, args, node, r in
                if case .null? = args.first?.value { return node }
                return try i.foregroundStyled(args, node, at: r)
            },
        ]
        for modifier in modifiers { registry.register(modifier: modifier) }
    }
}

extension Interpreter {
    /// `x:y:` or a `CGPoint` (`offset` takes `width:height:` or a `CGSize`), in points.
    func point(_ args: [CallArgument], at range: SourceRange) throws -> (Double, Double) {
        if let given = args.value(nil) {
            if case .member("zero", let arguments) = given, arguments.isEmpty { return (0, 0) }
            if case .object(let object) = given, object.type == "CGSize" {
                return (CoreGraphicsTypes.number(given, "width"), CoreGraphicsTypes.number(given, "height"))
            }
            guard case .object(let object) = given, object.type == "CGPoint" else {
                throw error("expected a CGPoint or CGSize, found \(typeName(of: given))", range)
            }
            return (CoreGraphicsTypes.number(given, "x"), CoreGraphicsTypes.number(given, "y"))
        }
        let x = try args.value("x").map { try number($0, "x", range) } ?? 0
        let y = try args.value("y").map { try number($0, "y", range) } ?? 0
        return (x, y)
    }

    /// `.horizontal`, `.vertical` or `[.horizontal, .vertical]`.
    func containerAxes(_ value: Value?, at range: SourceRange) throws -> Axis.Set {
        var axes: Axis.Set = []
        let names: [Value] = { if case .array(let items)? = value { return items } else { return value.map { [$0] } ?? [] } }()
        for item in names {
            switch memberName(item) {
            case "horizontal": axes.insert(.horizontal)
            case "vertical": axes.insert(.vertical)
            default: throw error("use .horizontal, .vertical or [.horizontal, .vertical]", range)
            }
        }
        return axes
    }

    /// `.safeAreaInset(edge:alignment:spacing:) { content }`: the content at that edge, the view beside it.
    func safeAreaInset(_ args: [CallArgument], to node: ViewNode, at range: SourceRange) throws -> ViewNode {
        let inset = combine(try contentViews(args, at: range))
        let spacing = args.value("spacing")?.number
        let alignment = memberName(args.value("alignment"))
        switch memberName(args.value("edge")) {
        case "top", "bottom":
            let horizontal = alignment.flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
            let top = memberName(args.value("edge")) == "top"
            return ViewNode(.vStack(alignment: horizontal, spacing: spacing ?? 0, children: top ? [inset, node] : [node, inset]))
        case "leading", "trailing":
            let vertical = alignment.flatMap(VerticalAlignment.init(rawValue:)) ?? .center
            let leading = memberName(args.value("edge")) == "leading"
            return ViewNode(.hStack(alignment: vertical, spacing: spacing ?? 0, children: leading ? [inset, node] : [node, inset]))
        default:
            throw error("use edge: .top, .bottom, .leading or .trailing", range)
        }
    }
}
