/// `Image(systemName:)`: one glyph from the SF Symbols table (`□` if unknown).
final class SymbolBox: LayoutBox {
    let name: String
    let glyphs: [Glyph]
    let width: Int
    let style: CellStyle

    init(systemName: String, environment: LayoutEnvironment) {
        name = systemName
        let layout = TextLayout(SFSymbols.glyph(named: systemName) ?? SFSymbols.unknownGlyph)
        glyphs = layout.glyphs
        width = layout.idealWidth
        style = environment.cellStyle
    }

    override var kindName: String { "image" }
    override var recordDetail: String? { name }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: width, height: 1)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        context.write(glyphs[...], x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - 1) / 2, style: style)
    }
}

/// An image from data (downloaded or local): a shaded placeholder box that
/// takes the size it is offered (like a resizable image), ideally its pixel size.
final class ImageDataBox: LayoutBox {
    let ideal: CellSize
    let style: CellStyle

    init(width: Double?, height: Double?, environment: LayoutEnvironment) {
        ideal = CellSize(width: max(1, width.map(PointScale.columns) ?? 6),
                         height: max(1, height.map(PointScale.rows) ?? 3))
        var style = environment.cellStyle
        style.attributes.insert(.faint)
        self.style = style
    }

    override var kindName: String { "imageData" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        func pick(_ proposed: Int?, _ ideal: Int) -> Int {
            guard let proposed, proposed < ProposedSize.infinity else { return ideal }
            return proposed
        }
        return CellSize(width: pick(proposal.width, ideal.width), height: pick(proposal.height, ideal.height))
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        let row = String(repeating: "░", count: min(rect.width, context.canvas.width))
        for y in rect.y..<min(rect.maxY, rect.y + context.canvas.height) {
            context.write(row, x: rect.x, y: y, style: style)
        }
    }
}

/// A `ProgressView` or `Gauge` bar: `███░░░` across the width it is offered.
/// Without a value it is the indeterminate spinner `⋯`.
final class ProgressBox: LayoutBox {
    let fraction: Double?
    let style: CellStyle
    /// `.accessoryLinear`: a line with a dot at the value, `━━━●───`.
    let marker: Bool

    init(fraction: Double?, environment: LayoutEnvironment, marker: Bool = false) {
        self.marker = marker
        self.fraction = fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        style = environment.cellStyle
    }

    override var kindName: String { "progress" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        guard fraction != nil else { return CellSize(width: 1, height: 1) }
        return CellSize(width: proposal.width ?? 10, height: 1)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        guard let fraction else {
            context.write("⋯", x: rect.x, y: rect.y, style: style)
            return
        }
        let width = max(0, min(rect.width, context.canvas.width))
        let filled = min(width, Int(Double(width) * fraction + 0.5))
        if marker, width > 0 {
            let dot = min(width - 1, Int(Double(width - 1) * fraction + 0.5))
            context.write(String(repeating: "━", count: dot) + "●" + String(repeating: "─", count: width - 1 - dot), x: rect.x, y: rect.y, style: style)
            return
        }
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        context.write(bar, x: rect.x, y: rect.y, style: style)
    }
}
