import Foundation
import WidgetLanguage
import WidgetRender

/// `Color` and `Font` values: their static members and methods. A name that
/// is not here is a check-time error at the argument (`.font(.huge)`).
enum SwiftUIStyles {
    static let colorNames = ["primary", "secondary", "tertiary", "clear", "red", "orange", "yellow", "green", "mint", "teal", "cyan",
                             "blue", "indigo", "purple", "pink", "brown", "white", "gray", "black", "accentColor"]
    static let textStyles = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
                             "caption", "caption2"]
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    static func register(in registry: inout BuiltinRegistry) {
        let color = BuiltinType("Color", instance: .color, checksImplicitMembers: true) { _ in .member(name: "blue", arguments: []) }
        color.sampleSource = "Color.blue"
        for name in colorNames {
            // The accent colour of a widget is the terminal's blue.
            let drawn = name == "accentColor" ? "blue" : name
            color.add(.init(name, .staticProperty, result: .color, note: name == "accentColor" ? "drawn blue" : "") { _, _, _, _ in
                .member(name: drawn, arguments: [])
            })
        }
        color.add(.init("opacity", .method, ["_:Double"], result: .color,
                        note: "blended over the background on a shape, in 256 and 24-bit colour") { _, c, args, _ in
            .member(name: "opacity", arguments: [c, args.first?.value ?? .double(1)])
        })
        color.add(.init("gradient", .property, result: .color, note: "a light-to-dark gradient of the colour, top to bottom; " + SwiftUIGradients.drawn) { _, c, _, _ in
            .member(name: "colorGradient", arguments: [c])
        })
        // `Color.red.cgColor?.components`: Core Graphics' colour, with the colour's sRGB channels.
        color.add(.init("cgColor", .property, result: .optional(.named(CoreGraphicsColor.typeName)),
                        note: "the sRGB channels of the colour as drawn in light mode; a hierarchical style is gray") { i, c, _, r in
            try CoreGraphicsColor.make(i, c, at: r)
        })
        color.add(.init("resolve", .method, ["in:EnvironmentValues"], result: .named(SwiftUIResolvedColors.typeName),
                        note: "the sRGB channels of the colour as drawn in light mode; a hierarchical style is gray") { i, c, _, r in
            try SwiftUIResolvedColors.resolve(i, c, at: r)
        })
        color.add(.init("description", .property, result: .string, note: "a named colour's name, another's #RRGGBBAA, one at an opacity '50% red'") { i, c, _, r in
            .string(try SwiftUIResolvedColors.describe(i, c, at: r))
        })
        color.add(.init("mix", .method, ["with:Color by:Double in?"], result: .color,
                        note: "iOS 18: the two colours mixed in sRGB; a hierarchical style (.primary …) mixes as gray") { i, c, args, r in
            try i.mixColor(c, args.value("with") ?? c, by: try i.number(args.value("by"), "mix(with:by:)", r), at: r)
        })
        registry.register(type: color)
        // `HierarchicalShapeStyle.secondary`: what `.foregroundStyle(.secondary)` names, spelt with its type.
        let hierarchical = BuiltinType("HierarchicalShapeStyle", instance: .named("HierarchicalShapeStyle")) { _ in .member(name: "secondary", arguments: []) }
        hierarchical.sampleSource = "HierarchicalShapeStyle.secondary"
        for name in ["primary", "secondary", "tertiary", "quaternary", "quinary"] {
            hierarchical.add(.init(name, .staticProperty, result: .color, note: name == "quaternary" || name == "quinary" ? "drawn as .tertiary" : "") { _, _, _, _ in
                .member(name: name, arguments: [])
            })
        }
        registry.register(type: hierarchical)
        // `Text(LocalizedStringKey("x"))`: the text itself (`AttributedString` is FoundationMarkdownStrings).
        // An intent's `IntentDescription("…")`: its text, as the widget gallery shows it.
        // An intent's `IntentDialog("…")` for `.result(dialog:)`: its text (the full one), which no dialog shows in a terminal.
        for name in ["LocalizedStringKey", "LocalizedStringResource", "IntentDescription", "IntentDialog"] {
            let note = name == "IntentDescription" ? "its text; the category and search keywords are not shown"
                : name == "IntentDialog" ? "its full text; a terminal shows no dialog" : "the key itself (a widget has no string tables)"
            let forms = name == "IntentDescription" ? ["_:String categoryName?:String searchKeywords?:[String]", "stringLiteral:String"]
                : name == "IntentDialog" ? ["_:String", "stringLiteral:String", "full:String supporting:String systemImageName?:String"]
                : name == "LocalizedStringResource" ? ["_:String defaultValue?:String table?:String locale?:Any bundle?:Any comment?:String", "stringLiteral:String"]
                : ["_:String", "stringLiteral:String"]
            registry.register(function: BuiltinCallable(name, forms, result: .string, note: note) { i, args, r in
                .string(try i.describeCharged(args.first?.value ?? .string(""), at: r))
            })
        }

        let font = BuiltinType("Font", instance: .font, checksImplicitMembers: true) { _ in .member(name: "body", arguments: []) }
        font.sampleSource = "Font.body"
        for name in textStyles {
            font.add(.init(name, .staticProperty, result: .font) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        font.add(.init("system", .staticMethod, ["size:Double weight?:Font.Weight design?:Font.Design", "_:Font design?:Font.Design weight?:Font.Weight"],
                       result: .font, note: "a terminal has one letter size: weight, and big numerals from 40 points") { _, _, args, _ in
            if let size = args.value("size") { return .member(name: "system", arguments: [size] + (args.value("weight").map { [$0] } ?? [])) }
            // `Font.system(.title, design: .rounded, weight: .bold)`: the text style, in that weight.
            if let weight = args.value("weight") { return .member(name: "system", arguments: [.double(17), weight]) }
            return args.first?.value ?? .member(name: "body", arguments: [])
        })
        font.add(.init("custom", .staticMethod, ["_:String size:Double", "_:String fixedSize:Double", "_:String size:Double relativeTo?:Font"],
                       result: .font, note: "drawn as the system font of that size") { _, _, args, _ in
            .member(name: "system", arguments: [args.value("size") ?? args.value("fixedSize") ?? .double(17)])
        })
        for name in ["bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps"] {
            font.add(.init(name, .method, [""], result: .font, note: name == "bold" ? "" : "no effect in a terminal") { _, f, _, _ in
                guard name == "bold", case .member(let style, let arguments) = f else { return f }
                if style == "system" { return .member(name: "system", arguments: [arguments.first ?? .double(17), .member(name: "bold", arguments: [])]) }
                return .member(name: "system", arguments: [.double(17), .member(name: "bold", arguments: [])])
            })
        }
        font.add(.init("weight", .method, ["_:Font.Weight"], result: .font) { _, f, args, _ in
            var size = Value.double(17)
            if case .member("system", let arguments) = f, let first = arguments.first { size = first }
            return .member(name: "system", arguments: [size, args.first?.value ?? .member(name: "regular", arguments: [])])
        })
        for (name, type) in [("leading", "Font.Leading"), ("width", "Font.Width")] {
            font.add(.init(name, .method, ["_:\(type)"], result: .font, note: "no effect: a terminal has one line height and letter width") { _, f, _, _ in f })
        }
        registry.register(type: font)
        registry.register(type: FoundationDates.enumeration("Font.Weight", weights))
        registry.register(type: FoundationDates.enumeration("Font.Design", ["default", "rounded", "serif", "monospaced"]))
        registry.register(type: FoundationDates.enumeration("Font.Leading", ["standard", "tight", "loose"]))
        registry.register(type: FoundationDates.enumeration("Font.Width", ["standard", "compressed", "condensed", "expanded"]))
    }
}

extension Interpreter {
    /// `Color(hue:saturation:brightness:opacity:)` as `.member("rgb", …)`; nil without `hue:`.
    func hsbColor(_ args: [CallArgument]) -> Value? {
        guard let hue = args.value("hue")?.number else { return nil }
        func unit(_ x: Double) -> Double { x.isFinite ? min(1, max(0, x)) : 0 }
        let s = unit(args.value("saturation")?.number ?? 0), v = unit(args.value("brightness")?.number ?? 0)
        let h = (hue.isFinite ? hue - floor(hue) : 0) * 6
        let sector = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        return .member(name: "rgb", arguments: [.double(rgb.0), .double(rgb.1), .double(rgb.2)])
    }

    /// `Color.red.mix(with: .blue, by: 0.5)`: each sRGB channel `by` of the way to the other colour.
    func mixColor(_ a: Value, _ b: Value, by fraction: Double, at range: SourceRange) throws -> Value {
        func channels(_ value: Value) throws -> (Double, Double, Double) {
            switch try colorStyle(value, at: range) {
            case .rgb(let r, let g, let b)?: return (Double(r) / 255, Double(g) / 255, Double(b) / 255)
            case .named(let named)?: return (Double(named.rgb.0) / 255, Double(named.rgb.1) / 255, Double(named.rgb.2) / 255)
            case .clear?: return (0, 0, 0)
            default: return (0.56, 0.56, 0.58)
            }
        }
        let t = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let x = try channels(a), y = try channels(b)
        return .member(name: "rgb", arguments: [.double(x.0 + (y.0 - x.0) * t), .double(x.1 + (y.1 - x.1) * t), .double(x.2 + (y.2 - x.2) * t)])
    }
}
