import WidgetLanguage

/// Core Image's `CIColor`, the one piece of Core Image that is only a colour's numbers: `CIColor(color: UIColor(c))`
/// and its `red`, `green`, `blue` and `alpha`, from 0 to 1, as code that compares colours reads them (contrast,
/// luminance). The channels are those of the colour as Widgetry draws it (`CoreGraphicsColor`). Core Image's
/// filters and images are not available (UnavailableAPIs).
enum CoreImageColors {
    static let typeName = "CIColor"
    static let channels = ["red", "green", "blue", "alpha"]

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let color = BuiltinType(typeName, instance: type) { _ in make([0, 0.478, 1, 1]) }
        color.sampleSource = "CIColor(color: UIColor(Color.blue))"
        color.add(.init(typeName, .initializer, ["color:UIColor", "cgColor:CGColor", "red:Double green:Double blue:Double", "red:Double green:Double blue:Double alpha:Double"],
                        result: type, note: "the channels of the colour as Widgetry draws it") { i, _, args, r in
            if let given = args.value("color") ?? args.value("cgColor") {
                let cgColor = args.value("cgColor") != nil ? given : try CoreGraphicsColor.make(i, given, at: r)
                guard case .array(let components) = Interpreter.field(cgColor, "components") else { return make([0, 0, 0, 1]) }
                return make(components.compactMap(\.number))
            }
            return make(try channels.map { channel in
                guard let value = args.value(channel) else { return 1 }
                return try i.number(value, "CIColor(red:green:blue:)", r)
            })
        })
        for channel in channels {
            color.add(.init(channel, .property, result: .double) { _, v, _, _ in Interpreter.field(v, channel) })
        }
        color.add(.init("numberOfComponents", .property, result: .int) { _, _, _, _ in .int(4) })
        registry.register(type: color)
    }

    static func make(_ numbers: [Double]) -> Value {
        Interpreter.foundationObject(typeName, channels.enumerated().map { index, channel in
            (channel, .double(index < numbers.count ? numbers[index] : 1))
        })
    }
}
