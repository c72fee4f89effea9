import WidgetLanguage
import WidgetRender

/// SwiftUI's `Color.Resolved`, what `color.resolve(in: environment)` gives: the colour's sRGB channels and opacity
/// as `Float`s from 0 to 1, read from the colour as Widgetry draws it (a hierarchical style as gray); and a colour's
/// `description` as SwiftUI writes it (`red`, `#FF8000FF`, `50% red`).
enum SwiftUIResolvedColors {
    static let typeName = "Color.Resolved"
    static let channels = ["red", "green", "blue", "opacity"]

    static func register(in registry: inout BuiltinRegistry) {
        let resolved = BuiltinType(typeName, instance: .named(typeName)) { _ in make(red: 0, green: 0.478, blue: 1, opacity: 1) }
        resolved.sampleSource = "Color.blue.resolve(in: EnvironmentValues())"
        for name in channels {
            resolved.add(.init(name, .property, result: .double, note: "a Float: sRGB, from 0 to 1") { _, v, _, _ in Interpreter.field(v, name) })
        }
        resolved.add(.init("cgColor", .property, result: .named(CoreGraphicsColor.typeName)) { _, v, _, _ in
            let values = channels.map { Double(Interpreter.field(v, $0).number ?? 0) }
            return CoreGraphicsColor.make(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        })
        resolved.add(.init("description", .property, result: .string, note: "#RRGGBBAA") { _, v, _, _ in .string(hexText(v)) })
        registry.register(type: resolved)
    }

    static func make(red: Double, green: Double, blue: Double, opacity: Double) -> Value {
        Interpreter.foundationObject(typeName, [("red", .float(Float(red))), ("green", .float(Float(green))), ("blue", .float(Float(blue))),
                                                ("opacity", .float(Float(opacity)))])
    }

    /// `color.resolve(in:)`: the channels of the colour as drawn, the same as its `cgColor`'s.
    static func resolve(_ i: Interpreter, _ color: Value, at range: SourceRange) throws -> Value {
        // `Color(red: 1, green: 0.5, blue: 0)`: its own channels, exactly (the drawn colour is in whole steps of 1/255).
        if case .member("rgb", let rgb) = base(of: color), rgb.count == 3, let red = rgb[0].number, let green = rgb[1].number, let blue = rgb[2].number {
            return make(red: red, green: green, blue: blue, opacity: i.opacity(of: color))
        }
        guard case .array(let values) = Interpreter.field(try CoreGraphicsColor.make(i, color, at: range), "components"), values.count == 4 else {
            return make(red: 0, green: 0, blue: 0, opacity: 1)
        }
        return make(red: values[0].number ?? 0, green: values[1].number ?? 0, blue: values[2].number ?? 0, opacity: values[3].number ?? 1)
    }

    /// The colour an opacity is applied to (`.red` of `.red.opacity(0.5)`).
    private static func base(of color: Value) -> Value {
        if case .member("opacity", let arguments) = color, arguments.count == 2 { return base(of: arguments[0]) }
        return color
    }

    /// A colour's `description`: a named colour's name (`red`), a colour made from its channels as `#RRGGBBAA`, a colour
    /// at an opacity as `50% red`.
    static func describe(_ i: Interpreter, _ color: Value, at range: SourceRange) throws -> String {
        if case .member(let name, let arguments) = color {
            if arguments.isEmpty, SwiftUIStyles.colorNames.contains(name) { return name }
            if name == "opacity", arguments.count == 2 {
                let percent = Int(((arguments[1].number ?? 1) * 100).rounded())
                return "\(percent)% \(try describe(i, arguments[0], at: range))"
            }
        }
        return hexText(try resolve(i, color, at: range))
    }

    /// A resolved colour as `#RRGGBBAA`, each channel rounded to a byte.
    private static func hexText(_ resolved: Value) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + channels.map { channel in
            let byte = Int((min(max(Interpreter.field(resolved, channel).number ?? 0, 0), 1) * 255).rounded())
            return String([digits[byte / 16], digits[byte % 16]])
        }.joined()
    }
}
