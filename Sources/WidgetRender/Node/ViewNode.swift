/// One view of a widget's body: what it is, and the modifiers applied to it.
///
/// A `ViewNode` is plain data. The runtime builds a tree of them from a
/// widget's `body`; `WidgetRenderer` lays the tree out and draws it.
/// Modifiers are listed in the order they were written, so the first one is
/// the innermost: `Text("a").padding().background(.red)` is
/// `ViewNode(.text("a"), modifiers: [.padding(), .background(.red)])`.
public struct ViewNode: Sendable, Hashable {
    public var kind: ViewKind
    public var modifiers: [ViewModifier]

    public init(_ kind: ViewKind, modifiers: [ViewModifier] = []) {
        self.kind = kind
        self.modifiers = modifiers
    }

    /// This node with one more modifier applied outside the existing ones.
    public func modifier(_ modifier: ViewModifier) -> ViewNode {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

/// The kinds of view, in WidgetKit's words.
public indirect enum ViewKind: Sendable, Hashable {
    case text(String)
    /// `Text("a") + Text("b").bold()`: one text whose runs keep their own text styles.
    case styledText([TextRun])
    /// `Image(systemName:)`, drawn from the SF Symbols table.
    case systemImage(String)
    /// Downloaded image data, drawn as a placeholder box; its pixel size (points) if known.
    case imageData(width: Double?, height: Double?)
    /// A decoded image (PNG, JPEG) or one that could not be read: drawn in
    /// half-block pixels with colour, as the placeholder box without.
    case picture(Picture)
    /// `Label { title } icon: { icon }`.
    case label(title: ViewNode, icon: ViewNode)
    case button(action: ButtonAction, label: ViewNode)
    /// `Toggle(isOn:intent:)`: a labelled switch; a toggle with an action is numbered like a button.
    case toggle(isOn: Bool, action: ButtonAction?, label: ViewNode)
    /// `Link(destination:)`: its label as an OSC 8 hyperlink in ANSI output.
    case link(url: String, label: ViewNode)
    case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
    case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
    case zStack(alignment: Alignment, children: [ViewNode])
    /// A flexible space along its stack's axis (both axes outside a stack).
    case spacer(minLength: Double?)
    /// A line across its stack's axis.
    case divider
    /// `ProgressView(value:total:)`; `value == nil` is the indeterminate spinner.
    case progress(value: Double?, total: Double, label: ViewNode?)
    /// `Gauge(value:in:)` and its labels, drawn as a bar or a ring by its `.gaugeStyle`.
    case gauge(GaugeView)
    /// `Circle()`, `Capsule()`, `RoundedRectangle(cornerRadius:)`, …: fills the size it is offered.
    case shape(ShapeView)
    /// The first child that fits the proposal along `axes` (the last one otherwise).
    case viewThatFits(axes: Axis.Set, children: [ViewNode])
    /// `GeometryReader { proxy in … }`: takes the whole size it is offered and
    /// places its content at the top leading corner. The runtime makes the
    /// content for that size once layout has found it (`id` finds the reader
    /// again); nil until then.
    case geometryReader(id: Int, content: ViewNode?)
    /// A layout of the widget's own (`FlowLayout(spacing: 6) { … }`): its subviews where the runtime places them.
    case customLayout(CustomLayoutView)
    /// `Grid`, `LazyVGrid`, `LazyHGrid`: views in rows and columns.
    case grid(GridView)
    /// `GridRow { … }`: one row of a `Grid`'s cells (an `HStack` outside a grid).
    case gridRow(alignment: VerticalAlignment?, children: [ViewNode])
    /// A Swift Charts `Chart`: its marks drawn in the size it is offered.
    case chart(ChartView)
    /// One of a `Chart`'s marks (`BarMark(…)`), gathered by the chart around it; nothing elsewhere.
    case chartMark(ChartMark)
    /// Nothing: `EmptyView`, an `if` without `else`.
    case empty
}

/// What pressing a button does: an intent by name and its arguments, kept
/// opaque for the runtime (the renderer only numbers and reports it).
public struct ButtonAction: Sendable, Hashable, Codable {
    public var intent: String
    public var arguments: [String]

    public init(intent: String, arguments: [String] = []) {
        self.intent = intent
        self.arguments = arguments
    }
}

public enum HorizontalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case leading, center, trailing
}

public enum VerticalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case top, center, bottom
}

/// A two-axis alignment, as in `.frame(alignment: .topLeading)`.
public struct Alignment: Sendable, Hashable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// `"topLeading"`, `"center"`, … as written after a dot in a widget file.
    public init?(name: String) {
        switch name {
        case "center": self = .center
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "top": self = .top
        case "bottom": self = .bottom
        case "topLeading": self = .topLeading
        case "topTrailing": self = .topTrailing
        case "bottomLeading": self = .bottomLeading
        case "bottomTrailing": self = .bottomTrailing
        default: return nil
        }
    }
}

public enum Axis: Sendable, Hashable, Codable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable, Codable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]
    }
}
