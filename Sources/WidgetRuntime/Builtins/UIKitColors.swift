/// `UIColor`, the one piece of UIKit's drawing a widget passes to SwiftUI:
/// `Color(uiColor: .systemBlue)`, `UIColor(red:green:blue:alpha:)`. Each system
/// colour is drawn as SwiftUI's colour of the same hue (`.label` as `.primary`).
enum UIKitColors {
    static let names: [(String, String)] = [
        ("systemRed", "red"), ("systemOrange", "orange"), ("systemYellow", "yellow"), ("systemGreen", "green"), ("systemMint", "mint"),
        ("systemTeal", "teal"), ("systemCyan", "cyan"), ("systemBlue", "blue"), ("systemIndigo", "indigo"), ("systemPurple", "purple"),
        ("systemPink", "pink"), ("systemBrown", "brown"), ("systemGray", "gray"), ("label", "primary"), ("secondaryLabel", "secondary"),
        ("tertiaryLabel", "tertiary"), ("tintColor", "blue"), ("red", "red"), ("orange", "orange"), ("yellow", "yellow"), ("green", "green"),
        ("blue", "blue"), ("purple", "purple"), ("brown", "brown"), ("gray", "gray"), ("white", "white"), ("black", "black"),
        ("clear", "clear"), ("cyan", "cyan"),
        // Backgrounds are the terminal's own; fills, separators and faint text a dim grey.
        ("systemBackground", "clear"), ("systemGroupedBackground", "clear"),
        ("secondarySystemBackground", "tertiary"), ("tertiarySystemBackground", "tertiary"),
        ("secondarySystemGroupedBackground", "tertiary"), ("tertiarySystemGroupedBackground", "tertiary"),
        ("systemFill", "tertiary"), ("secondarySystemFill", "tertiary"), ("tertiarySystemFill", "tertiary"),
        ("quaternarySystemFill", "tertiary"), ("quaternaryLabel", "tertiary"), ("placeholderText", "tertiary"),
        ("separator", "tertiary"), ("opaqueSeparator", "tertiary"), ("link", "blue"),
        ("systemGray2", "gray"), ("systemGray3", "gray"), ("systemGray4", "gray"), ("systemGray5", "gray"), ("systemGray6", "gray"),
        ("darkText", "black"), ("lightText", "white"), ("lightGray", "gray"), ("darkGray", "gray"), ("magenta", "pink"),
    ]

    /// A `UIColor` value as the SwiftUI colour it draws as: `.systemRed` written without its type is `.red`.
    static func color(_ value: Value) -> Value {
        guard case .member(let name, let arguments) = value, arguments.isEmpty,
              let drawn = names.first(where: { $0.0 == name })?.1 else { return value }
        return .member(name: drawn, arguments: [])
    }

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("UIColor")
        let color = BuiltinType("UIColor", instance: type, checksImplicitMembers: true) { _ in .member(name: "blue", arguments: []) }
        color.sampleSource = "UIColor.systemBlue"
        for (name, drawn) in names {
            color.add(.init(name, .staticProperty, result: type, note: drawn == name ? "" : "drawn as Color.\(drawn)") { _, _, _, _ in
                .member(name: drawn, arguments: [])
            })
        }
        var initializer = BuiltinMember("UIColor", .initializer, ["red:Double green:Double blue:Double alpha:Double", "white:Double alpha:Double",
                                                                 "named:String", "named:String in:Any compatibleWith:Any", "_:Color", "dynamicProvider:Closure", "{}!",
                                                                 "cgColor:CGColor"],
                                        result: type,
                                        note: "alpha: is the colour's opacity, as Color.opacity(_:); named: is the colour set of the target's asset catalogs, as Color(\"Name\"); UIColor(color) is the colour itself; UIColor(cgColor:) the colour of its channels; "
                                            + "UIColor { traits in … } is the colour its closure gives for the session's appearance (traits.userInterfaceStyle)") { i, _, args, r in
            if case .closure(let provider)? = args.value("dynamicProvider") ?? args.value("{}") {
                // `UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }`: asked once, for the appearance drawn.
                let traits = Interpreter.foundationObject("UITraitCollection", [("userInterfaceStyle", .member(name: i.colorScheme, arguments: []))])
                return try i.callClosure(provider, [traits], at: r)
            }
            if let first = args.first, first.label == nil { return first.value }
            // `UIColor(cgColor: color.cgColor)`: the colour of Core Graphics' channels.
            if let cgColor = args.value("cgColor") { return CoreGraphicsColor.color(of: cgColor) }
            if let name = args.value("named") { return i.assetColor(try i.string(name, r), at: r) }
            let rgb: Value = args.value("white").map { .member(name: "rgb", arguments: [$0, $0, $0]) }
                ?? .member(name: "rgb", arguments: [args.value("red") ?? .double(0), args.value("green") ?? .double(0), args.value("blue") ?? .double(0)])
            // `alpha:` below 1: the colour at that opacity, as `withAlphaComponent(_:)` and `Color.opacity(_:)` give it.
            guard let alpha = args.value("alpha")?.number, alpha < 1 else { return rgb }
            return .member(name: "opacity", arguments: [rgb, .double(alpha)])
        }
        initializer.overloadResults = [type, type, .optional(type), .optional(type), type, type, type, type]
        color.add(initializer)
        // `color.getRed(&r, green: &g, blue: &b, alpha: &a)`: the channels as drawn, from 0 to 1, given back
        // through the `inout` arguments; true, as for any colour UIKit can give in RGB.
        color.add(.init("getRed", .method, ["_:Double green:Double blue:Double alpha:Double"], result: .bool,
                        note: "the channels of the colour as Widgetry draws it") { i, v, _, r in
            guard case .array(let channels) = Interpreter.field(try CoreGraphicsColor.make(i, v, at: r), "components"),
                  channels.count == 4 else { return .bool(false) }
            i.inoutResults = [nil: channels[0], "green": channels[1], "blue": channels[2], "alpha": channels[3]]
            return .bool(true)
        })
        // `color.withAlphaComponent(0.5)`: the colour at that opacity, as `Color.opacity(_:)` gives it.
        color.add(.init("withAlphaComponent", .method, ["_:Double"], result: type) { _, v, args, _ in
            .member(name: "opacity", arguments: [v, args.first?.value ?? .double(1)])
        })
        // `uiColor.cgColor`: Core Graphics' colour with the colour's sRGB channels, as `Color.cgColor` gives it.
        color.add(.init("cgColor", .property, result: .named(CoreGraphicsColor.typeName),
                        note: "the sRGB channels of the colour as drawn in light mode") { i, v, _, r in
            try CoreGraphicsColor.make(i, v, at: r)
        })
        registry.register(type: color)
    }
}
