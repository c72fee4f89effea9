/// A shape used as a view: `Circle()`, `Capsule().fill(.blue)`,
/// `Circle().trim(from: 0, to: 0.25).stroke(.green, lineWidth: 4)`.
public struct ShapeView: Sendable, Hashable {
    public enum Paint: Sendable, Hashable {
        /// `.fill(...)`, and a shape with no paint at all (SwiftUI fills it with the foreground style).
        case fill
        /// `.stroke(...)` and `.strokeBorder(...)`: the outline only, `lineWidth` points wide, inside the frame.
        case stroke(lineWidth: Double)
    }

    public var shape: ClipShape
    public var paint: Paint
    /// The colour given to `.fill` / `.stroke`; nil draws in the foreground style.
    public var color: ColorStyle?
    /// `.trim(from:to:)` as fractions of the outline, from 12 o'clock clockwise.
    public var trimFrom: Double
    public var trimTo: Double
    /// Where the trim starts, as a fraction clockwise from 12 o'clock (a gauge's open arc).
    public var rotation: Double
    /// `.opacity(_:)` on the shape or its colour: blended over the background in 256 and 24-bit colour.
    public var opacity: Double = 1
    /// A `Path`'s figures, drawn instead of `shape` (a stroke one pixel wide, whatever its lineWidth).
    public var path: PathDrawing?
    /// A `Shape` of the widget's own: its `path(in:)` is made for the size the shape is placed at,
    /// after a first layout finds that size (as a `GeometryReader`'s content is). Its id names it in
    /// `WidgetRenderer.geometryReaderSizes`; `path` is empty until then.
    public var sizedPathID: Int?

    public init(_ shape: ClipShape, paint: Paint = .fill, color: ColorStyle? = nil, trimFrom: Double = 0, trimTo: Double = 1,
                rotation: Double = 0) {
        self.rotation = rotation
        self.shape = shape
        self.paint = paint
        self.color = color
        self.trimFrom = trimFrom
        self.trimTo = trimTo
    }

    /// Whether the shape is trimmed to less than its whole outline.
    var isTrimmed: Bool { trimFrom > 0 || trimTo < 1 }
}
