/// SwiftUI's style protocols whose `makeBody(configuration:)` a widget writes for itself
/// (`struct Pill: ButtonStyle`): the configuration type `Configuration` names inside a type
/// conforming to each, and the modifier that applies a style of that kind.
public enum SwiftUIStyleProtocols {
    /// Protocol → its configuration type (`ButtonStyle` → `ButtonStyleConfiguration`).
    public static let configurations: [String: String] = [
        "ButtonStyle": "ButtonStyleConfiguration",
        "PrimitiveButtonStyle": "PrimitiveButtonStyleConfiguration",
        "ProgressViewStyle": "ProgressViewStyleConfiguration",
        "LabelStyle": "LabelStyleConfiguration",
        "ToggleStyle": "ToggleStyleConfiguration",
        "GaugeStyle": "GaugeStyleConfiguration",
    ]

    /// Protocol → the modifier that applies a style conforming to it.
    public static let modifiers: [String: String] = [
        "ButtonStyle": "buttonStyle", "PrimitiveButtonStyle": "buttonStyle", "ProgressViewStyle": "progressViewStyle",
        "LabelStyle": "labelStyle", "ToggleStyle": "toggleStyle", "GaugeStyle": "gaugeStyle",
    ]

    /// The configuration type of a type with these conformances, if it conforms to one of the style protocols.
    public static func configuration(conformances: [String]) -> String? {
        for name in conformances { if let configuration = configurations[name] { return configuration } }
        return nil
    }
}
