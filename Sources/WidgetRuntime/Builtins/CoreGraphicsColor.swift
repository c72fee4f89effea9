import WidgetLanguage
import WidgetRender

/// Core Graphics' `CGColor`, as `Color.cgColor` gives it: the colour's `components` (red, green, blue and
/// alpha from 0 to 1), `alpha` and `numberOfComponents`, read from the colour as Widgetry draws it.
enum CoreGraphicsColor {
    static let typeName = "CGColor"

    static func register(in registry: inout BuiltinRegistry) {
        let color = BuiltinType(typeName, instance: .named(typeName)) { _ in make(red: 0, green: 0.478, blue: 1, alpha: 1) }
        color.sampleSource = "UIColor.systemBlue.cgColor"
        color.add(.init("components", .property, result: .optional(.array(.double)), note: "red, green, blue, alpha") { _, v, _, _ in
            Interpreter.field(v, "components")
        })
        color.add(.init("alpha", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "alpha") })
        color.add(.init("numberOfComponents", .property, result: .int) { _, _, _, _ in .int(4) })
        var initializer = BuiltinMember(typeName, .initializer, ["red:Double green:Double blue:Double alpha:Double", "srgbRed:Double green:Double blue:Double alpha:Double",
                                                                  "gray:Double alpha:Double", "colorSpace:CGColorSpace components:Any"], result: .named(typeName),
                                        note: "colorSpace: of the RGB spaces, the components converted to sRGB; nil for another space or count") { i, _, args, r in
            // `CGColor(colorSpace: p3, components: [1, 0, 0, 1])`: the components in that space, as sRGB's (`CoreGraphicsColorSpaces`).
            if let space = args.value("colorSpace") { return try CoreGraphicsColorSpaces.color(in: space, args.value("components"), i, r) }
            func channel(_ label: String) throws -> Double { min(max(try i.number(args.value(label), "CGColor", r), 0), 1) }
            let alpha = try channel("alpha")
            if args.value("gray") != nil { let gray = try channel("gray"); return make(red: gray, green: gray, blue: gray, alpha: alpha) }
            return make(red: try channel(args.value("red") != nil ? "red" : "srgbRed"), green: try channel("green"), blue: try channel("blue"), alpha: alpha)
        }
        initializer.overloadResults = [.named(typeName), .named(typeName), .named(typeName), .optional(.named(typeName))]
        color.add(initializer)
        color.add(.init("copy", .method, ["alpha:Double"], result: .optional(.named(typeName)), note: "the colour at that alpha") { i, v, args, r in
            guard case .array(let channels) = Interpreter.field(v, "components"), channels.count == 4 else { return .null }
            let alpha = min(max(try i.number(args.value("alpha"), "copy(alpha:)", r), 0), 1)
            return make(red: channels[0].number ?? 0, green: channels[1].number ?? 0, blue: channels[2].number ?? 0, alpha: alpha)
        })
        registry.register(type: color)
    }

    /// The colour value a `CGColor`'s channels give (`Color(cgColor:)`, `UIColor(cgColor:)`): its red, green and blue, at its alpha.
    static func color(of cgColor: Value) -> Value {
        guard case .array(let channels) = Interpreter.field(cgColor, "components"), channels.count == 4 else { return .member(name: "black", arguments: []) }
        let rgb = Value.member(name: "rgb", arguments: Array(channels.prefix(3)))
        guard let alpha = channels[3].number, alpha < 1 else { return rgb }
        return .member(name: "opacity", arguments: [rgb, .double(alpha)])
    }

    static func make(red: Double, green: Double, blue: Double, alpha: Double) -> Value {
        Interpreter.foundationObject(typeName, [("components", .array([.double(red), .double(green), .double(blue), .double(alpha)])),
                                                ("alpha", .double(alpha))])
    }

    /// The `CGColor` of a colour value: its channels as drawn (a hierarchical style as gray, `.clear` transparent).
    static func make(_ i: Interpreter, _ color: Value, at range: SourceRange) throws -> Value {
        let alpha = i.opacity(of: color)
        let rgb: (UInt8, UInt8, UInt8)
        switch try i.colorStyle(color, at: range) {
        case .named(let named)?: rgb = named.rgb
        case .rgb(let r, let g, let b)?: rgb = (r, g, b)
        case .clear?: return make(red: 0, green: 0, blue: 0, alpha: 0)
        case .primary?: rgb = (0, 0, 0)
        case .gradient?, .secondary?, .tertiary?, nil: rgb = NamedColor.gray.rgb
        }
        return make(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255, alpha: alpha)
    }
}
