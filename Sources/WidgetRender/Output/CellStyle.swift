/// A colour a cell is drawn in; the output layer turns it into 16, 256 or
/// 24-bit ANSI colour.
public enum CellColor: Sendable, Hashable {
    case named(NamedColor)
    case rgb(UInt8, UInt8, UInt8)

    var rgb: (UInt8, UInt8, UInt8) {
        switch self {
        case .named(let name): return name.rgb
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }
}

/// How one cell looks: colours, text attributes and an optional hyperlink.
public struct CellStyle: Sendable, Hashable {
    public var foreground: CellColor?
    public var background: CellColor?
    public var attributes: Attributes
    /// 1-based index into `Canvas.links`; 0 is no link.
    public var link: UInt16

    public init(foreground: CellColor? = nil, background: CellColor? = nil,
                attributes: Attributes = [], link: UInt16 = 0) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.link = link
    }

    public static let plain = CellStyle()

    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1)
        public static let faint = Attributes(rawValue: 2)
        public static let italic = Attributes(rawValue: 4)
        public static let underline = Attributes(rawValue: 8)
        public static let strikethrough = Attributes(rawValue: 16)
        public static let inverse = Attributes(rawValue: 32)
    }
}

/// One terminal cell. A wide character occupies its cell (`width == 2`) and
/// the next one, which is a continuation (`width == 0`). A cell is plain
/// data (no references), so grids are cheap to make, copy and compare.
public struct Cell: Sendable, Hashable {
    /// A Unicode scalar value, or, from `Cell.clusterBase` up, the index of a
    /// grapheme cluster of several scalars in `Canvas.clusters`. Read the
    /// character with `Canvas.character(atX:y:)`.
    public var content: UInt32
    public var width: UInt8
    public var style: CellStyle

    public init(scalar: Unicode.Scalar = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.content = scalar.value
        self.width = width
        self.style = style
    }

    init(content: UInt32, width: UInt8, style: CellStyle) {
        self.content = content
        self.width = width
        self.style = style
    }

    public static let blank = Cell()
    static let clusterBase: UInt32 = 0x110000
    static let spaceContent: UInt32 = 0x20

    public var isBlank: Bool { content == Cell.spaceContent && width == 1 }
}
