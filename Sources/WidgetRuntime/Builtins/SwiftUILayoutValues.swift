import WidgetLanguage

/// SwiftUI's layout values as a type's static members: `HorizontalAlignment`,
/// `VerticalAlignment`, `Alignment`, `DynamicTypeSize`, `ContentSizeCategory`, `ContentMode`, `Image.Scale`,
/// `SymbolRenderingMode`, `ContainerBackgroundPlacement`, `Text.DateStyle`, and the button, gauge and label style
/// types written with their initializer (`PlainButtonStyle()`, `LinearCapacityGaugeStyle()`, `IconOnlyLabelStyle()`). Each value is
/// the member it names, as `.center` or `.plain` written bare.
enum SwiftUILayoutValues {
    static let horizontal = ["leading", "center", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"]
    static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let alignments = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                             "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
                             "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline"]
    static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    /// `ContentSizeCategory`, the older name of the text size (`@Environment(\.sizeCategory)`).
    static let contentSizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                        "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                                        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
    /// The button style types and the `.buttonStyle(…)` member each is.
    static let buttonStyles = [("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"),
                               ("BorderedButtonStyle", "bordered"), ("BorderedProminentButtonStyle", "borderedProminent"),
                               ("DefaultButtonStyle", "automatic")]
    /// The gauge style types and the `.gaugeStyle(…)` member each is.
    static let gaugeStyles = [("DefaultGaugeStyle", "automatic"), ("LinearCapacityGaugeStyle", "linearCapacity"),
                              ("AccessoryLinearGaugeStyle", "accessoryLinear"), ("AccessoryLinearCapacityGaugeStyle", "accessoryLinearCapacity"),
                              ("AccessoryCircularGaugeStyle", "accessoryCircular"), ("AccessoryCircularCapacityGaugeStyle", "accessoryCircularCapacity")]

    /// The label style types and the `.labelStyle(…)` member each is (`IconOnlyLabelStyle()`, the older spelling of `.iconOnly`).
    static let labelStyles = [("IconOnlyLabelStyle", "iconOnly"), ("TitleOnlyLabelStyle", "titleOnly"),
                              ("TitleAndIconLabelStyle", "titleAndIcon"), ("DefaultLabelStyle", "automatic")]

    static func member(_ name: String) -> Value { .member(name: name, arguments: []) }

    /// The order of two `DynamicTypeSize`s, or of two `ContentSizeCategory`s (both `Comparable`, smallest first);
    /// nil when the names are not both of one of them.
    static func textSizeOrder(_ a: String, _ b: String) -> Int? {
        for sizes in [dynamicTypeSizes, contentSizeCategories] {
            if let x = sizes.firstIndex(of: a), let y = sizes.firstIndex(of: b) { return x < y ? -1 : x == y ? 0 : 1 }
        }
        return nil
    }

    /// The `Alignment` a horizontal and a vertical alignment make: `.leading` and `.top` are `.topLeading`,
    /// `.center` and `.firstTextBaseline` `.centerFirstTextBaseline`, `.center` twice `.center`. A list-row
    /// separator's guide aligns as the edge it follows.
    /// The horizontal and vertical alignment an `Alignment` is made of (`.topLeading` is `.leading` and `.top`): the pair
    /// `alignment(horizontal:vertical:)` makes it from.
    static func parts(of alignment: String) -> (horizontal: String, vertical: String)? {
        for h in horizontal.prefix(3) {
            for v in vertical where self.alignment(horizontal: h, vertical: v) == alignment { return (h, v) }
        }
        return nil
    }

    static func alignment(horizontal: String, vertical: String) -> String {
        let horizontal = horizontal == "listRowSeparatorLeading" ? "leading" : horizontal == "listRowSeparatorTrailing" ? "trailing" : horizontal
        switch vertical {
        case "firstTextBaseline", "lastTextBaseline": return horizontal + vertical.prefix(1).uppercased() + vertical.dropFirst()
        case "center": return horizontal
        default: return horizontal == "center" ? vertical : vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
        }
    }

    static func register(in registry: inout BuiltinRegistry) {
        let tables: [(String, [String], String)] = [
            ("HorizontalAlignment", horizontal, ""),
            ("VerticalAlignment", vertical, "text baselines are the first or last row"),
            ("Alignment", alignments, ""),
            ("TextAlignment", ["leading", "center", "trailing"], ""),
            // `func border(width:edge:color:)` of a widget's own: one side, as `.padding(.top)` names a set of them.
            ("Edge", ["top", "leading", "bottom", "trailing"], ""),
            ("HorizontalEdge", ["leading", "trailing"], ""),
            ("VerticalEdge", ["top", "bottom"], ""),
            // `.blendMode(mode)` where `let mode: BlendMode`: colours are drawn over one another as they are.
            ("BlendMode", ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
                           "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop",
                           "destinationOver", "destinationOut", "plusDarker", "plusLighter"], "colours are drawn over one another as they are"),
            // `.padding(.horizontal)`: the sides a padding goes on.
            ("Edge.Set", ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"], ""),
            ("DynamicTypeSize", dynamicTypeSizes, "a terminal draws every size one cell high; \\.dynamicTypeSize is .large"),
            ("ContentSizeCategory", contentSizeCategories, "a terminal draws every size one cell high; \\.sizeCategory is .large"),
            ("ContentMode", ["fit", "fill"], ""),
            ("Image.Scale", ["small", "medium", "large"], "a symbol is one cell at every scale"),
            ("SymbolRenderingMode", ["monochrome", "hierarchical", "palette", "multicolor"], "a symbol is drawn in one colour"),
            ("ContainerBackgroundPlacement", ["widget"], ""),
            ("Text.DateStyle", ["date", "time", "relative", "offset", "timer"], ""),
            ("Text.Scale", ["default", "secondary"], "a terminal has one text size"),
            ("ButtonRole", ["destructive", "cancel"], ""),
        ]
        for (name, cases, note) in tables {
            let type = BuiltinType(name, instance: .named(name)) { _ in member(cases[0]) }
            type.sampleSource = "\(name).\(cases[0])"
            for value in cases {
                type.add(.init(value, .staticProperty, result: .named(name), note: note) { _, _, _, _ in member(value) })
            }
            if name == "Edge.Set" { SwiftUIEdgeSets.add(to: type) }
            if name == "Alignment" {
                type.add(.init("Alignment", .initializer, ["horizontal:HorizontalAlignment vertical:VerticalAlignment"], result: .named(name)) { i, _, args, r in
                    guard case .member(let horizontal, _)? = args.value("horizontal"), case .member(let vertical, _)? = args.value("vertical") else {
                        throw i.error("Alignment(horizontal:vertical:) takes a HorizontalAlignment and a VerticalAlignment, such as .leading and .top", r)
                    }
                    return member(alignment(horizontal: horizontal, vertical: vertical))
                })
                // `alignment.horizontal`, `alignment.vertical`: the two guides the alignment is made of.
                for (part, partType) in [("horizontal", "HorizontalAlignment"), ("vertical", "VerticalAlignment")] {
                    type.add(.init(part, .property, result: .named(partType)) { i, v, _, r in
                        guard case .member(let name, _) = v, let parts = parts(of: name) else {
                            throw i.error("'\(part)' is read from an Alignment, such as .topLeading", r)
                        }
                        return member(part == "horizontal" ? parts.horizontal : parts.vertical)
                    })
                }
            }
            registry.register(type: type)
        }
        for (name, style, modifier) in buttonStyles.map({ ($0, $1, "buttonStyle") }) + gaugeStyles.map({ ($0, $1, "gaugeStyle") })
            + labelStyles.map({ ($0, $1, "labelStyle") }) {
            let type = BuiltinType(name, instance: .named(name)) { _ in member(style) }
            type.add(.init(name, .initializer, [""], result: .named(name), note: "the same as .\(modifier)(.\(style))") { _, _, _, _ in member(style) })
            // `.buttonStyle(.plain)`: `extension PrimitiveButtonStyle where Self == PlainButtonStyle { static var plain }`.
            type.add(.init(style, .staticProperty, result: .named(name)) { _, _, _, _ in member(style) })
            registry.register(type: type)
        }
        // `LinearProgressViewStyle(tint: .blue)`, the older spelling of `.progressViewStyle(.linear)` with `.tint(.blue)`:
        // the member with the tint as its argument (`.progressViewStyle` colours the bar with it).
        for (name, style) in [("LinearProgressViewStyle", "linear"), ("CircularProgressViewStyle", "circular"), ("DefaultProgressViewStyle", "automatic")] {
            let type = BuiltinType(name, instance: .named(name)) { _ in member(style) }
            type.add(.init(name, .initializer, ["", "tint:Color"], result: .named(name),
                           note: "the same as .progressViewStyle(.\(style)), and .tint(…) when a tint is given") { _, _, args, _ in
                .member(name: style, arguments: args.value("tint").map { [$0] } ?? [])
            })
            type.add(.init(style, .staticProperty, result: .named(name)) { _, _, _, _ in member(style) })
            registry.register(type: type)
        }
        // watchOS's `CircularGaugeStyle(tint:)`: the accessory ring (its tint, often a gradient, is not drawn).
        let circular = BuiltinType("CircularGaugeStyle", instance: .named("CircularGaugeStyle")) { _ in member("accessoryCircular") }
        circular.add(.init("CircularGaugeStyle", .initializer, ["", "tint:"], result: .named("CircularGaugeStyle"),
                           note: "the same as .gaugeStyle(.accessoryCircular); the tint is not drawn") { _, _, _, _ in member("accessoryCircular") })
        circular.add(.init("circular", .staticProperty, result: .named("CircularGaugeStyle")) { _, _, _, _ in member("accessoryCircular") })
        registry.register(type: circular)
    }
}
