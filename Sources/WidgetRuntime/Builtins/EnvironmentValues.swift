import WidgetLanguage
import WidgetRender

/// The WidgetKit and SwiftUI environment values a view reads with
/// `@Environment(\.name) var value`, besides `\.widgetFamily` and `\.date`:
/// their types for the checker and their values where a body is built.
enum EnvironmentValues {
    /// The checker's type of `@Environment(\.path)`; nil when this table does not know it.
    static func type(_ path: String) -> SemanticType? {
        switch path {
        case "showsWidgetLabel": return .bool
        case "widgetContentMargins": return .named("EdgeInsets")
        case "redactionReasons": return .array(.unknown)
        case "colorScheme", "widgetRenderingMode", "dynamicTypeSize", "sizeCategory": return .unknown
        default: return nil
        }
    }

    /// The types of the environment's enum values, for a property written with its type
    /// (`@Environment(\.colorScheme) var scheme: ColorScheme`) and their cases (`.dark`).
    static let enumTypes: [(name: String, cases: [String])] = [
        ("ColorScheme", ["light", "dark"]),
        ("WidgetRenderingMode", ["fullColor", "accented", "vibrant"]),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        for (name, cases) in enumTypes {
            let type = BuiltinType(name, instance: .named(name)) { _ in .member(name: cases[0], arguments: []) }
            type.sampleSource = "\(name).\(cases[0])"
            for value in cases {
                type.add(.init(value, .staticProperty, result: .named(name)) { _, _, _, _ in .member(name: value, arguments: []) })
            }
            registry.register(type: type)
        }
    }

    static func edgeInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> Value {
        Interpreter.foundationObject("EdgeInsets", [("top", .double(top)), ("leading", .double(leading)),
                                                    ("bottom", .double(bottom)), ("trailing", .double(trailing))])
    }
}

extension Interpreter {
    /// The value of `@Environment(\.path)` for the family being drawn; nil when this table does not know it.
    func widgetEnvironmentValue(_ path: String) -> Value? {
        let drawn = WidgetFamily(name: family) ?? .systemSmall
        switch path {
        // Only a circular accessory draws its `.widgetLabel`.
        case "showsWidgetLabel": return .bool(drawn == .accessoryCircular)
        // Nothing is redacted where a body is built; `.redacted(reason:)` redacts when drawing.
        case "redactionReasons": return .array([])
        // The lock screen draws accessories in one tint, as WidgetKit's vibrant mode.
        case "widgetRenderingMode":
            return .member(name: drawn.rawValue.hasPrefix("accessory") ? "vibrant" : "fullColor", arguments: [])
        case "widgetContentMargins":
            let margins = drawn.contentMargins
            return EnvironmentValues.edgeInsets(top: Double(margins.height) * PointScale.pointsPerRow,
                                                leading: Double(margins.width) * PointScale.pointsPerColumn,
                                                bottom: Double(margins.height) * PointScale.pointsPerRow,
                                                trailing: Double(margins.width) * PointScale.pointsPerColumn)
        case "dynamicTypeSize", "sizeCategory": return .member(name: "large", arguments: [])
        default: return nil
        }
    }
}
