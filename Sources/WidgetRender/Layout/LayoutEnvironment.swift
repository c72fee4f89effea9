/// The values that flow down the view tree (SwiftUI's environment): text
/// style modifiers apply to every view inside the one they are written on.
struct LayoutEnvironment {
    var font: Font?
    var fontWeight: FontWeight?
    var bold: Bool?
    var italic = false
    var underline = false
    var strikethrough = false
    var inverse = false
    var foreground: ColorStyle?
    /// What `.secondary` and `.tertiary` draw, from `.foregroundStyle(_:_:_:)` outside.
    var secondaryStyle: ColorStyle?
    var tertiaryStyle: ColorStyle?
    var lineLimit: Int?
    var textAlignment: TextAlignment = .leading
    var truncation: TruncationMode = .tail
    var buttonStyle: ButtonStyle = .automatic
    var gaugeStyle: GaugeStyle = .automatic
    var minimumScaleFactor: Double = 1
    /// The axis of the nearest enclosing stack (for spacers and dividers).
    var stackAxis: Axis?
    var redaction = Redaction()

    /// Applies an environment modifier; returns false for layout modifiers.
    mutating func apply(_ modifier: ViewModifier) -> Bool {
        switch modifier {
        case .font(let font): self.font = font
        case .fontWeight(let weight): fontWeight = weight
        case .bold(let on): bold = on
        case .italic(let on): italic = on
        case .underline(let on): underline = on
        case .strikethrough(let on): strikethrough = on
        case .foregroundStyle(let style):
            switch style {
            case .secondary: foreground = secondaryStyle ?? style
            case .tertiary: foreground = tertiaryStyle ?? style
            default: foreground = style
            }
        case .hierarchicalStyles(let secondary, let tertiary):
            secondaryStyle = secondary
            tertiaryStyle = tertiary
        case .lineLimit(let limit): lineLimit = limit
        case .multilineTextAlignment(let alignment): textAlignment = alignment
        case .truncationMode(let mode): truncation = mode
        case .minimumScaleFactor(let factor): minimumScaleFactor = factor
        case .buttonStyle(let style): buttonStyle = style
        case .gaugeStyle(let style): gaugeStyle = style
        case .redacted(let placeholder, let privacy):
            redaction.placeholder = placeholder
            redaction.privacy = privacy
        case .unredacted: redaction.unredacted = true
        case .hidden: redaction.hidden = true
        case .privacySensitive(let on): redaction.privacySensitive = on
        case .padding, .frame, .background, .overlay, .clipShape, .containerBackground, .contentMarginsDisabled, .widgetURL, .offset, .position,
             .gridCellColumns:
            return false
        }
        return true
    }

    /// The cell style text and glyphs are drawn in.
    var cellStyle: CellStyle {
        var attributes: CellStyle.Attributes = []
        let weight = fontWeight ?? font?.impliedWeight
        if bold ?? weight?.isBold ?? false { attributes.insert(.bold) }
        if weight?.isFaint ?? false { attributes.insert(.faint) }
        if italic { attributes.insert(.italic) }
        if underline { attributes.insert(.underline) }
        if strikethrough { attributes.insert(.strikethrough) }
        if inverse { attributes.insert(.inverse) }
        var color: CellColor?
        switch foreground {
        case .none, .primary?, .clear?: color = nil
        case .secondary?: attributes.insert(.faint)
        case .tertiary?: color = .named(.gray)
        case .named(let name)?: color = .named(name)
        case .rgb(let r, let g, let b)?: color = .rgb(r, g, b)
        case .gradient(let gradient)?: color = gradient.middle
        }
        return CellStyle(foreground: color, attributes: attributes)
    }
}

extension ColorStyle {
    /// The colour a background of this style fills cells with.
    var backgroundColor: CellColor? {
        switch self {
        case .primary: return .named(.white)
        case .secondary, .tertiary: return .named(.gray)
        case .named(let name): return .named(name)
        case .rgb(let r, let g, let b): return .rgb(r, g, b)
        case .gradient(let gradient): return gradient.middle
        case .clear: return nil
        }
    }

    /// The gradient of a gradient style, for drawing each cell in its own colour.
    var gradient: GradientStyle? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}
