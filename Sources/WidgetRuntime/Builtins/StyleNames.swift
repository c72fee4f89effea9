import WidgetRender

/// The names a bare `.name` may have where SwiftUI takes a colour or a
/// `ShapeStyle` (`.foregroundStyle(.secondary)`, `.fill(.ultraThinMaterial)`,
/// `Color(.systemBackground)`): the checker refuses any other at its location,
/// and the interpreter draws exactly these, so the two agree.
enum StyleNames {
    /// The colour a style name is drawn in; nil for a name that is none.
    static func color(_ name: String) -> ColorStyle? {
        if let color = ColorStyle(name: name) { return color }
        if let uiKit = UIKitColors.names.first(where: { $0.0 == name })?.1 { return ColorStyle(name: uiKit) }
        // Materials blur what is behind them, hierarchical styles are shades: a dim fill here.
        if name.hasSuffix("Material") || hierarchical.contains(name) { return .tertiary }
        if name == "foreground" { return .primary }
        if name == "tint" || name == "accentColor" { return ColorStyle(name: "blue") }
        return nil
    }

    static let hierarchical: Set<String> = ["bar", "fill", "background", "separator", "placeholder", "selection", "quaternary", "quinary"]

    /// Every name, for suggestions.
    static var all: [String] {
        ["primary", "secondary", "tertiary", "clear", "foreground", "tint", "accentColor",
         "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]
            + NamedColor.allCases.map(\.rawValue) + UIKitColors.names.map(\.0) + Array(hierarchical)
    }
}
