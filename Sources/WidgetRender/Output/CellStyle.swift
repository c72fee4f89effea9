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
/// the next one, which holds a continuation (`width == 0`).
public struct Cell: Sendable, Hashable {
    public var character: Character
    public var width: UInt8
    public var style: CellStyle

    public init(_ character: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    public static let blank = Cell()
    static let continuation = Cell(" ", width: 0)
}
