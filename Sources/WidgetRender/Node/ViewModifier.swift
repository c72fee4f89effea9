/// A modifier applied to a view. Lengths are points, as in SwiftUI.
public enum ViewModifier: Sendable, Hashable {
    // Text style (apply to every text inside).
    case font(Font)
    case fontWeight(FontWeight)
    case bold(Bool)
    case italic(Bool)
    case underline(Bool)
    case strikethrough(Bool)
    case foregroundStyle(ColorStyle)
    /// `.foregroundStyle(_:_:_:)`'s second and third styles: what `.secondary`
    /// and `.tertiary` draw inside (nil: the usual tertiary grey).
    case hierarchicalStyles(secondary: ColorStyle, tertiary: ColorStyle?)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    /// Accepted and kept; a terminal cannot draw smaller letters.
    case minimumScaleFactor(Double)
    case buttonStyle(ButtonStyle)
    case gaugeStyle(GaugeStyle)

    // Layout and drawing (wrap the view).
    case padding(Edge.Set, Double?)
    case frame(Frame)
    case background(ColorStyle)
    /// `.overlay(alignment:) { … }`: a view drawn over this one, in its frame; the view's size is its own.
    indirect case overlay(ViewNode, alignment: Alignment)
    case clipShape(ClipShape)
    /// The widget's background: fills the family box behind the content.
    case containerBackground(ColorStyle)
    /// The widget's `.contentMarginsDisabled()`: the content takes the whole box, without the family's margins.
    case contentMarginsDisabled
    /// `.offset(x:y:)` in points: drawn moved, its place in the layout kept.
    case offset(x: Double, y: Double)
    /// `.position(x:y:)` in points: takes the space offered, the view's centre at that point of it.
    case position(x: Double, y: Double)
    /// `.gridCellColumns(_:)`: a cell of a `Grid` row spanning this many columns.
    case gridCellColumns(Int)
    /// Where tapping the widget (outside buttons) goes; kept in the result,
    /// drawn as an OSC 8 hyperlink over the view in ANSI output.
    case widgetURL(String)

    // Redaction (flow down like text styles; see `Redaction`).
    /// `.redacted(reason:)`: `.placeholder` redacts every text and symbol
    /// inside, `.privacy` those marked `.privacySensitive()`; `[]` none.
    case redacted(placeholder: Bool, privacy: Bool)
    /// `.unredacted()`: nothing inside is redacted.
    case unredacted
    /// `.hidden()`: the view keeps its place; its text and symbols show nothing.
    case hidden
    /// `.privacySensitive(_:)`: redacted when the reasons include `.privacy`.
    case privacySensitive(Bool)
}

public enum Edge: Sendable, Hashable, Codable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable, Hashable, Codable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// `.frame(...)`: a fixed size, or minimum / ideal / maximum sizes
/// (`Double.infinity` for `.infinity`). `nil` leaves that side to the child.
public struct Frame: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    /// `.frame(width:height:alignment:)`
    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    var isFlexible: Bool {
        minWidth != nil || idealWidth != nil || maxWidth != nil
            || minHeight != nil || idealHeight != nil || maxHeight != nil
    }
}

public enum TextAlignment: String, Sendable, Hashable, Codable {
    case leading, center, trailing
}

public enum TruncationMode: String, Sendable, Hashable, Codable {
    case head, middle, tail
}

public enum ButtonStyle: String, Sendable, Hashable, Codable {
    case automatic, plain, borderless, bordered, borderedProminent
}

public enum ClipShape: Sendable, Hashable {
    case rectangle, capsule, circle, ellipse
    case roundedRectangle(cornerRadius: Double)
}
