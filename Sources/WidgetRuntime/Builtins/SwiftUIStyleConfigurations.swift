import WidgetLanguage
import WidgetRender

/// The configurations SwiftUI gives a style of the widget's own (`struct Pill: ButtonStyle`) in
/// `makeBody(configuration:)`: the control's parts as views, and its state. Each is made by the
/// control being drawn (`Interpreter+CustomStyles`); written out, only in tests.
enum SwiftUIStyleConfigurations {
    /// Each configuration type and its properties: name, type, and how a terminal approximates it ("" where it does not).
    static let tables: [(String, [(String, SemanticType, String)])] = [
        ("ButtonStyleConfiguration", [
            ("label", .view, ""),
            ("isPressed", .bool, "always false: a widget is drawn unpressed"),
            ("role", .optional(.named("ButtonRole")), ""),
        ]),
        ("PrimitiveButtonStyleConfiguration", [
            ("label", .view, ""),
            ("role", .optional(.named("ButtonRole")), ""),
            ("trigger", .closure, "does nothing: a tap on the styled button runs its intent"),
        ]),
        ("ProgressViewStyleConfiguration", [
            ("fractionCompleted", .optional(.double), ""),
            ("label", .optional(.view), ""),
            ("currentValueLabel", .optional(.view), ""),
        ]),
        ("LabelStyleConfiguration", [
            ("title", .view, ""),
            ("icon", .view, ""),
        ]),
        ("ToggleStyleConfiguration", [
            ("label", .view, ""),
            ("isOn", .bool, ""),
            ("$isOn", .named("Binding"), "a widget cannot change it: a tap runs the toggle's intent"),
            ("isMixed", .bool, "always false"),
        ]),
        ("GaugeStyleConfiguration", [
            ("value", .double, ""),
            ("label", .view, ""),
            ("currentValueLabel", .optional(.view), ""),
            ("minimumValueLabel", .optional(.view), ""),
            ("maximumValueLabel", .optional(.view), ""),
        ]),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        for (name, properties) in tables {
            let type = BuiltinType(name, instance: .named(name)) { _ in empty(name, properties) }
            type.add(.init(name, .initializer, [""], result: .named(name),
                           note: "made by Widgetry for a style's makeBody(configuration:); written out only in tests") { _, _, _, _ in
                empty(name, properties)
            })
            for (property, result, note) in properties {
                if property == "trigger" {
                    // `configuration.trigger()` as well as `Button(action: configuration.trigger)`.
                    type.add(.init(property, .method, [""], result: .void, note: note) { _, _, _, _ in .null })
                }
                type.add(.init(property, .property, result: result, note: note) { _, value, _, _ in Interpreter.field(value, property) })
            }
            registry.register(type: type)
        }
    }

    /// A configuration with empty views and nothing set, as `ButtonStyleConfiguration()` written in a test gives.
    static func empty(_ name: String, _ properties: [(String, SemanticType, String)]) -> Value {
        Interpreter.foundationObject(name, properties.map { property, type, _ in
            switch type {
            case .view: return (property, .view(ViewNode(.empty)))
            case .bool: return (property, .bool(false))
            case .double: return (property, .double(0))
            case .closure: return (property, .closure(CustomStyles.doingNothing))
            case .named: return (property, .member(name: "constant", arguments: [.bool(false)]))
            default: return (property, .null)
            }
        })
    }
}
