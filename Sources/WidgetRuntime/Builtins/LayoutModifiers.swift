import WidgetLanguage
import WidgetRender

/// SwiftUI's modifiers that place a view or change its frame, drawn in cells:
/// `.position`, `.safeAreaPadding`, `.safeAreaInset`, `.containerRelativeFrame`,
/// `.clipped`, `.gridCellColumns`, `.backgroundStyle`, `.accentColor`.
/// (`.offset`, `.lineLimit` and the other standard ones are in `StandardModifiers`.)
enum LayoutModifiers {
    static func register(in registry: inout BuiltinRegistry) {
        let modifiers: [BuiltinCallable] = [
            .init("position", ["x?:Double y?:Double", "_:CGPoint"], result: .view)
                .noted("the view takes the space offered, its centre at that point of it (8 points a column, 16 a row)"),
            .init("safeAreaPadding", ["_? _?"], result: .view).noted("padding: a widget has no other safe area"),
            .init("safeAreaInset", ["edge alignment? spacing? {}!"], result: .view)
                .noted("the inset content at that edge, the view beside it"),
            .init("containerRelativeFrame", ["_ alignment?", "_ count span? spacing alignment?", "_ alignment? {}!"], result: .view)
                .noted("fills the space offered along the axes (count, span and spacing are not divided out)"),
            .init("clipped", ["antialiased?:Bool"], result: .view).noted("nothing inside is drawn outside the view's frame"),
            .init("gridCellColumns", ["_:Int"], result: .view).noted("in a Grid row, the cell spans that many columns"),
            .init("backgroundStyle", ["_"], result: .view)
                .noted("the fill of .background(in:) on the same view; the terminal's background otherwise"),
            .init("accentColor", ["_:Color?"], result: .view).noted("the same as .tint"),
        ]
        for modifier in modifiers { registry.register(modifier: modifier) }
    }
}

extension Interpreter {
    /// The modifiers of `LayoutModifiers`; nil for any other name.
    func layoutModifier(_ name: String, _ args: [CallArgument], to node: ViewNode, at range: SourceRange) throws -> ViewNode? {
        switch name {
        case "position":
            let (x, y) = try point(args, at: range)
            return node.modifier(.position(x: x, y: y))
        case "safeAreaPadding":
            return try applyModifier("padding", args, to: node, at: range)
        case "safeAreaInset":
            return try safeAreaInset(args, to: node, at: range)
        case "containerRelativeFrame":
            let axes = try containerAxes(args.value(nil), at: range)
            let alignment = try gridAlignment(args.value("alignment"), at: range) ?? .center
            return node.modifier(.frame(Frame(maxWidth: axes.contains(.horizontal) ? .infinity : nil,
                                              maxHeight: axes.contains(.vertical) ? .infinity : nil, alignment: alignment)))
        case "clipped":
            return node.modifier(.clipShape(.rectangle))
        case "gridCellColumns":
            return node.modifier(.gridCellColumns(try int(args.first?.value, range)))
        case "backgroundStyle":
            // `.background(in: shape)` on this view fills with the style (it is the default background style).
            guard let style = try colorStyle(args.first?.value, at: range) else { return node }
            var result = node
            result.modifiers = node.modifiers.map { $0 == .background(.clear) ? .background(style) : $0 }
            return result
        case "accentColor":
            if case .null? = args.first?.value { return node }
            return try applyModifier("tint", args, to: node, at: range)
        default:
            return nil
        }
    }

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
