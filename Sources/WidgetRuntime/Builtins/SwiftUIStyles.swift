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
        registry.register(type: color)

        let font = BuiltinType("Font", instance: .font, checksImplicitMembers: true) { _ in .member(name: "body", arguments: []) }
        font.sampleSource = "Font.body"
        for name in textStyles {
            font.add(.init(name, .staticProperty, result: .font) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        font.add(.init("system", .staticMethod, ["size:Double weight?:Font.Weight design?:Font.Design", "_:Font design?:Font.Design weight?:Font.Weight"],
                       result: .font, note: "a terminal has one letter size: weight, and big numerals from 40 points") { _, _, args, _ in
            if let size = args.value("size") { return .member(name: "system", arguments: [size] + (args.value("weight").map { [$0] } ?? [])) }
            return args.first?.value ?? .member(name: "body", arguments: [])
        })
        font.add(.init("custom", .staticMethod, ["_:String size:Double", "_:String fixedSize:Double", "_:String size:Double relativeTo?:Font"],
                       result: .font, note: "drawn as the system font of that size") { _, _, args, _ in
            .member(name: "system", arguments: [args.value("size") ?? args.value("fixedSize") ?? .double(17)])
        })
        for name in ["bold", "italic", "monospaced", "monospacedDigit", "smallCaps"] {
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
        registry.register(type: font)
        registry.register(type: FoundationDates.enumeration("Font.Weight", weights))
        registry.register(type: FoundationDates.enumeration("Font.Design", ["default", "rounded", "serif", "monospaced"]))
    }
}
