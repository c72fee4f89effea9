import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// `Circle()`, `RoundedRectangle(cornerRadius: 8)`, …: the shape a member value names, if any.
    func shapeNode(_ value: Value) -> ShapeView? {
        guard case .member(let name, let arguments) = value else { return nil }
        switch name {
        case "circle": return ShapeView(.circle)
        case "capsule": return ShapeView(.capsule)
        case "ellipse": return ShapeView(.ellipse)
        case "rectangle": return ShapeView(.rectangle)
        case "path":
            var shape = ShapeView(.rectangle)
            if case .array(let elements)? = arguments.first { shape.path = PathBuiltins.drawing(elements) }
            return shape
        // The widget's own corners: a rounded rectangle of the widget's radius.
        case "containerRelativeShape": return ShapeView(.roundedRectangle(cornerRadius: 16))
        // `RoundedRectangle(cornerSize: CGSize(width: 8, height: 8))`: the width is the radius.
        case "roundedRectangle": return ShapeView(.roundedRectangle(cornerRadius: arguments.first?.number ?? arguments.first.flatMap { Interpreter.field($0, "width").number } ?? 8))
        default: return nil
        }
    }

    /// A colour used as a view (`ZStack { Color.blue; Text("x") }`): a rectangle filled with it, as in SwiftUI.
    func colorView(_ value: Value) -> ShapeView? {
        guard case .member(let name, _) = value, name != "clear",
              SwiftUIStyles.colorNames.contains(name) || ["hex", "rgb", "opacity", "asset"].contains(name)
                  || SwiftUIGradients.valueNames.contains(name),
              let style = try? colorStyle(value, at: SourceRange.none) else { return nil }
        var shape = ShapeView(.rectangle, color: style)
        shape.opacity = opacity(of: value)
        return shape
    }

    /// The opacity of `Color.blue.opacity(0.5)` (1 for any other colour).
    func opacity(of color: Value) -> Double {
        guard case .member("opacity", let arguments) = color, arguments.count == 2 else { return 1 }
        let own = arguments[1].number ?? 1
        return (own.isFinite ? min(1, max(0, own)) : 1) * opacity(of: arguments[0])
    }

    /// `.fill(_:)`, `.stroke(_:lineWidth:)`, `.strokeBorder(_:lineWidth:)` and `.trim(from:to:)`
    /// on a shape; nil for another modifier.
    func shapeModifier(_ name: String, _ args: [CallArgument], to node: ViewNode, at range: SourceRange) throws -> ViewNode? {
        if name == "opacity", case .shape(var shape) = node.kind {
            shape.opacity *= args.first?.value.number ?? 1
            var copy = node
            copy.kind = .shape(shape)
            return copy
        }
        guard ["fill", "stroke", "strokeBorder", "trim"].contains(name) else { return nil }
        // On a view that is not a shape (a shape in a frame or a stack) they have nothing to paint.
        guard case .shape(var shape) = node.kind else { return node }
        let color = args.first { $0.label == nil }?.value
        switch name {
        case "fill":
            shape.paint = .fill
            if let color, let style = try colorStyle(color, at: range) { shape.color = style; shape.opacity *= opacity(of: color) }
        case "stroke", "strokeBorder":
            var lineWidth = args.first { $0.label == "lineWidth" }?.value.number ?? 1
            let style = args.first(where: { $0.label == "style" })?.value
            if case .member("init", let fields)? = style, let given = fields.first?.number {
                lineWidth = given
            }
            // `StrokeStyle(lineWidth: 3, dash: [2, 2])`: its width; dashes are drawn solid.
            if let style, let given = Interpreter.field(style, "lineWidth").number { lineWidth = given }
            shape.paint = .stroke(lineWidth: lineWidth)
            if let color, let style = try colorStyle(color, at: range) { shape.color = style; shape.opacity *= opacity(of: color) }
        default:
            let from = args.first { $0.label == "from" }?.value.number ?? 0
            let to = args.first { $0.label == "to" }?.value.number ?? 1
            shape.trimFrom = from.isFinite ? min(1, max(0, from)) : 0
            shape.trimTo = to.isFinite ? min(1, max(0, to)) : 1
        }
        var copy = node
        copy.kind = .shape(shape)
        return copy
    }
}
