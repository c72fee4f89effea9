import WidgetLanguage
import WidgetRender

/// The configurations SwiftUI gives a style of the widget's own (`struct Pill: ButtonStyle`) in
/// `makeBody(configuration:)`: the control's parts as views, and its state. Each is made by the
/// control being drawn (`Interpreter+CustomStyles`); written out, only in tests.
enum SwiftUIStyleConfigurations {
    /// Each configuration type: its properties (name, type, note) and the initializer's forms a test writes.
    static let tables: [(String, [(String, SemanticType, String)])] = [
        ("ButtonStyleConfiguration", [
            ("label", .view, "the button's label as its call gives it"),
            ("isPressed", .bool, "false: a widget is drawn unpressed"),
            ("role", .optional(.unknown), "the button's role: (.destructive, .cancel) or nil"),
        ]),
        ("PrimitiveButtonStyleConfiguration", [
            ("label", .view, "the button's label as its call gives it"),
            ("role", .optional(.unknown), "the button's role: (.destructive, .cancel) or nil"),
            ("trigger", .closure, "does nothing when called: a tap on the styled button runs its intent"),
        ]),
        ("ProgressViewStyleConfiguration", [
            ("fractionCompleted", .optional(.double), "value / total, from 0 to 1; nil for an indeterminate one"),
            ("label", .optional(.view), "its title or label; nil without one"),
            ("currentValueLabel", .optional(.view), "its currentValueLabel; nil without one"),
        ]),
        ("LabelStyleConfiguration", [
            ("title", .view, "the label's title"),
            ("icon", .view, "the label's icon (its symbol or icon closure)"),
        ]),
        ("ToggleStyleConfiguration", [
            ("label", .view, "the toggle's label"),
            ("isOn", .bool, "whether it is on"),
            ("$isOn", .named("Binding"), "a Binding of isOn; a widget cannot change it (a tap runs the toggle's intent)"),
            ("isMixed", .bool, "false"),
        ]),
        ("GaugeStyleConfiguration", [
            ("value", .double, "the value's place between the bounds, from 0 to 1"),
            ("label", .view, "the gauge's label"),
            ("currentValueLabel", .optional(.view), "its currentValueLabel; nil without one"),
            ("minimumValueLabel", .optional(.view), "its minimumValueLabel; nil without one"),
            ("maximumValueLabel", .optional(.view), "its maximumValueLabel; nil without one"),
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
