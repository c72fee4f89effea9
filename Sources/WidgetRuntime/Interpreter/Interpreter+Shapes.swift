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
            shape.path = PathBuiltins.drawing(path: arguments)
            return shape
        // The widget's own corners: a rounded rectangle of the widget's radius.
        case "containerRelativeShape": return ShapeView(.roundedRectangle(cornerRadius: 16))
        // `RoundedRectangle(cornerSize: CGSize(width: 8, height: 8))`: the width is the radius.
        case "roundedRectangle": return ShapeView(.roundedRectangle(cornerRadius: arguments.first?.number ?? arguments.first.flatMap { Interpreter.field($0, "width").number } ?? 8))
        default: return nil
        }
    }

    /// A colour used as a view (`ZStack { Color.blue; Text("x") }`): a rectangle filled with it, as in SwiftUI;
    /// `Color.clear` too, which takes the space offered and paints nothing.
    func colorView(_ value: Value) -> ShapeView? {
        guard case .member(let name, _) = value,
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
}
