import WidgetLanguage
import WidgetRender

/// SwiftUI's modifiers that paint a shape: `.fill`, `.stroke`, `.strokeBorder`, `.trim`,
/// and `.opacity` (blended on a shape). On a view that is not a shape (a shape in a
/// frame or a stack) they have nothing to paint and leave it as it is.
/// (`.rotation`, `.scale` and `.size`, which make a shape of a shape, are in `ShapeStyles`.)
enum ShapeModifiers {
    static func register(in registry: inout BuiltinRegistry) {
        let modifiers: [BuiltinModifier] = [
            .init("fill", ["_? style?"], note: "on a shape: its pixels in the colour; a FillStyle has no effect") { i, args, node, r in
                try i.withShape(node) { shape in
                    shape.paint = .fill
                    try i.paint(&shape, args, at: r)
                }
            }.takingStyle(),
            .init("stroke", ["_? lineWidth?", "_? style"], note: "on a shape: its outline, lineWidth / 8 pixels wide, inside the frame") { i, args, node, r in
                try i.withShape(node) { try i.stroke(&$0, args, at: r) }
            }.takingStyle(),
            .init("strokeBorder", ["_? lineWidth?", "_? style"], note: "on a shape: its outline, lineWidth / 8 pixels wide") { i, args, node, r in
                try i.withShape(node) { try i.stroke(&$0, args, at: r) }
            }.takingStyle(),
            .init("trim", ["from? to?"], note: "on a shape: the part from 12 o'clock clockwise") { i, args, node, _ in
                try i.withShape(node) { shape in
                    let from = args.first { $0.label == "from" }?.value.number ?? 0
                    let to = args.first { $0.label == "to" }?.value.number ?? 1
                    shape.trimFrom = from.isFinite ? min(1, max(0, from)) : 0
                    shape.trimTo = to.isFinite ? min(1, max(0, to)) : 1
                }
            },
            .init("opacity", ["_"], note: "blended over the background on a shape; no effect on other views") { i, args, node, _ in
                try i.withShape(node) { $0.opacity *= args.first?.value.number ?? 1 }
            },
            .init("rotationEffect", ["_:Angle anchor?:UnitPoint"], note: "not drawn; a trimmed shape already starts at 12 o'clock",
                  body: BuiltinModifier.unchanged),
        ]
        for modifier in modifiers { registry.register(modifier: modifier) }
    }
}

extension Interpreter {
    /// The view with its shape changed; a view that is not a shape as it is.
    func withShape(_ node: ViewNode, _ change: (inout ShapeView) throws -> Void) rethrows -> ViewNode {
        guard case .shape(var shape) = node.kind else { return node }
        try change(&shape)
        var copy = node
        copy.kind = .shape(shape)
        return copy
    }

    /// The colour of `.fill(_:)` or `.stroke(_:)`, its unlabelled argument, with its opacity.
    func paint(_ shape: inout ShapeView, _ args: [CallArgument], at range: SourceRange) throws {
        guard let color = args.first(where: { $0.label == nil })?.value, let style = try colorStyle(color, at: range) else { return }
        shape.color = style
        shape.opacity *= opacity(of: color)
    }

    /// `.stroke(_:lineWidth:)`, `.stroke(_:style:)`, `.strokeBorder(…)`: the outline in the colour given.
    func stroke(_ shape: inout ShapeView, _ args: [CallArgument], at range: SourceRange) throws {
        var lineWidth = args.first { $0.label == "lineWidth" }?.value.number ?? 1
        let style = args.first(where: { $0.label == "style" })?.value
        if case .member("init", let fields)? = style, let given = fields.first?.number {
            lineWidth = given
        }
        // `StrokeStyle(lineWidth: 3, dash: [2, 2])`: its width; dashes are drawn solid.
        if let style, let given = Interpreter.field(style, "lineWidth").number { lineWidth = given }
        shape.paint = .stroke(lineWidth: lineWidth)
        try paint(&shape, args, at: range)
    }
}
