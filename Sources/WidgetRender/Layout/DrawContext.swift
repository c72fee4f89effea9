/// What placing views writes to: the canvas, the clip rectangle, the current
/// hyperlink, the buttons found so far and (for `--json`) the frame tree.
struct DrawContext {
    var canvas: Canvas
    var clip: CellRect
    var link: UInt16 = 0
    var buttons: [PlacedButton] = []
    /// Images drawn in pixels (with colour); without, the placeholder box.
    var drawsPixels = false
    /// Gradients give each cell its own colour (24-bit colour only; else their middle colour).
    var drawsGradients = false
    /// A shape's opacity is blended over the cell's background (256 and 24-bit colour only).
    var blendsOpacity = false
    /// The innermost `.clipShape(...)` around what is drawn, for pixels.
    var shape: ShapeMask?
    /// Where images were drawn, for a terminal that shows them at full resolution.
    var images: [PlacedImage] = []
    /// The size each `GeometryReader` was placed at, by its id.
    var geometrySizes: [Int: CellSize] = [:]
    /// `Link`s and `.widgetURL(...)`s, in the order drawn.
    var links: [RenderedLink] = []
    let recordsLayout: Bool
    private var recordStack: [LayoutRecord] = []
    private(set) var root: LayoutRecord?

    init(canvas: Canvas, recordsLayout: Bool) {
        self.canvas = canvas
        self.clip = canvas.bounds
        self.recordsLayout = recordsLayout
    }

    mutating func beginRecord(_ kind: String, _ frame: CellRect, detail: String?) {
        recordStack.append(LayoutRecord(kind: kind, frame: frame, detail: detail))
    }

    mutating func endRecord() {
        guard let finished = recordStack.popLast() else { return }
        if recordStack.isEmpty {
            root = finished
        } else {
            recordStack[recordStack.count - 1].children.append(finished)
        }
    }

    /// Writes one line of glyphs starting at (x, y).
    mutating func write(_ glyphs: ArraySlice<Glyph>, x: Int, y: Int, style: CellStyle) {
        var style = style
        if link != 0 { style.link = link }
        var column = x
        for glyph in glyphs {
            if glyph.width > 0 {
                if glyph.scalar != 0 {
                    canvas.put(content: glyph.scalar, cellWidth: Int(glyph.width), x: column, y: y, style: style, clip: clip)
                } else {
                    canvas.put(glyph.character, cellWidth: Int(glyph.width), x: column, y: y, style: style, clip: clip)
                }
            }
            column += Int(glyph.width)
        }
    }

    /// Repeats a one-cell scalar `count` times from (x, y) along an axis.
    mutating func repeatScalar(_ scalar: Unicode.Scalar, count: Int, x: Int, y: Int, vertical: Bool, style: CellStyle) {
        var style = style
        if link != 0 { style.link = link }
        for step in 0..<max(0, count) {
            canvas.put(content: scalar.value, cellWidth: 1, x: vertical ? x : x + step, y: vertical ? y + step : y,
                       style: style, clip: clip)
        }
    }

    /// Writes a string (already known to be narrow or measured) at (x, y).
    mutating func write(_ text: String, x: Int, y: Int, style: CellStyle) {
        var style = style
        if link != 0 { style.link = link }
        var column = x
        for character in text {
            let width = CellWidth.of(character)
            if width > 0 {
                canvas.put(character, cellWidth: width, x: column, y: y, style: style, clip: clip)
            }
            column += width
        }
    }
}

struct PlacedButton {
    var action: ButtonAction
    var frame: CellRect
}

/// A laid-out view and its frame, for `--json` output and tests.
public struct LayoutRecord: Sendable, Hashable, Codable {
    public var kind: String
    public var frame: CellRect
    /// The text of a `Text`, the symbol of an `Image`, the intent of a `Button`.
    public var detail: String?
    public var children: [LayoutRecord] = []

    public init(kind: String, frame: CellRect, detail: String? = nil, children: [LayoutRecord] = []) {
        self.kind = kind
        self.frame = frame
        self.detail = detail
        self.children = children
    }
}
