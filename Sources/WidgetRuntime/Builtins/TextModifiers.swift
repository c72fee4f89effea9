import WidgetLanguage
import WidgetRender

/// SwiftUI's modifiers of text: its font, weight and style, lines and alignment.
enum TextModifiers {
    static func register(in registry: inout BuiltinRegistry) {
        let modifiers: [BuiltinModifier] = [
            .init("font", ["_:Font?"]) { i, args, node, r in
                guard let font = try i.font(args.first?.value, at: r) else { return node }
                return node.modifier(.font(font))
            }.keepingText(),
            .init("fontWeight", ["_:Font.Weight"]) { i, args, node, r in
                let first = args.first?.value
                guard let weight = i.memberName(first).flatMap(FontWeight.init(rawValue:)) else {
                    throw i.error("unknown font weight \(first.map { i.describe($0) } ?? "")", r)
                }
                return node.modifier(.fontWeight(weight))
            }.keepingText(),
            .init("fontDesign", ["_:Font.Design"], body: BuiltinModifier.unchanged).keepingText(),
            .init("bold", ["_?"]) { i, args, node, _ in node.modifier(.bold(i.flag(args))) }.keepingText(),
            .init("italic", ["_?"]) { i, args, node, _ in node.modifier(.italic(i.flag(args))) }.keepingText(),
            .init("underline", ["_? pattern? color?:Color?"], note: "a pattern (.dash, .dot …) is drawn as a plain line") { i, args, node, _ in
                node.modifier(.underline(i.flag(args)))
            }.keepingText(),
            .init("strikethrough", ["_? pattern? color?:Color?"], note: "a pattern (.dash, .dot …) is drawn as a plain line") { i, args, node, _ in
                node.modifier(.strikethrough(i.flag(args)))
            }.keepingText(),
            .init("monospaced", ["_?"], body: BuiltinModifier.unchanged).keepingText(),
            .init("monospacedDigit", [""], body: BuiltinModifier.unchanged).keepingText(),
            .init("lineLimit", ["_", "_:Int reservesSpace:Bool"],
                  note: "a range (1...3, ...3) is its upper bound; reservesSpace: true keeps that many rows") { i, args, node, r in
                let first = args.first?.value
                if case .null? = first { return node.modifier(.lineLimit(nil)) }
                let limit = try i.lineLimit(first, at: r)
                if case .bool(true)? = args.value("reservesSpace") {
                    // The rows are kept even when the text is shorter, the text at their top.
                    let rows = Double(max(0, min(limit, 1000))) * PointScale.pointsPerRow
                    return node.modifier(.lineLimit(limit)).modifier(.frame(Frame(minHeight: rows, alignment: .top)))
                }
                return node.modifier(.lineLimit(limit))
            },
            .init("multilineTextAlignment", ["_"]) { i, args, node, r in
                guard let alignment = i.memberName(args.first?.value).flatMap(TextAlignment.init(rawValue:)) else {
                    throw i.error("use .leading, .center or .trailing", r)
                }
                return node.modifier(.multilineTextAlignment(alignment))
            },
            .init("truncationMode", ["_"]) { i, args, node, r in
                guard let mode = i.memberName(args.first?.value).flatMap(TruncationMode.init(rawValue:)) else { throw i.error("use .head, .middle or .tail", r) }
                return node.modifier(.truncationMode(mode))
            },
            .init("minimumScaleFactor", ["_"]) { _, args, node, _ in node.modifier(.minimumScaleFactor(args.first?.value.number ?? 1)) },
            .init("textCase", ["_"], body: BuiltinModifier.unchanged),
            .init("textScale", ["_:Text.Scale isEnabled?:Bool"], note: "no effect: a terminal has one text size", body: BuiltinModifier.unchanged).keepingText(),
        ]
        for modifier in modifiers { registry.register(modifier: modifier) }
    }
}
