import Foundation

/// A shape used as a view. Like SwiftUI's, it takes the whole size it is
/// offered (one cell when offered nothing).
///
/// It is drawn in pixels of one column across and half a row down (square, as
/// `.clipShape` pixels are): a cell whose two halves are inside is `█`, one
/// half `▀` or `▄`, in the shape's colour. `.stroke` / `.strokeBorder` keep
/// the pixels within the line width of the edge (inside the frame);
/// `.trim(from:to:)` keeps the pixels whose angle from the centre, measured
/// from 12 o'clock clockwise, is within the fraction, so a trimmed stroked
/// circle is a progress ring. Without colour (`--plain`), a shape in a
/// secondary, tertiary or gray style (a ring's track) is `░` wherever it
/// covers a cell, so a ring drawn over its track still reads; so is one with
/// an opacity under 0.75. A gradient paints each cell in its colour at the
/// cell's centre over the shape's frame in 24-bit colour. An opacity is blended over the cell's background in
/// 256 and 24-bit colour; with 16 colours a faint shape is faint.
final class ShapeBox: LayoutBox {
    let view: ShapeView
    let style: CellStyle
    let isFaint: Bool
    /// `.fill(.clear)`, `Color.clear`: nothing to draw.
    let isClear: Bool
    /// A gradient fill or stroke: each cell its colour over the shape's frame (24-bit colour).
    let gradient: GradientStyle?

    init(_ view: ShapeView, environment: LayoutEnvironment) {
        self.view = view
        var environment = environment
        if let color = view.color { environment.foreground = color }
        style = environment.cellStyle
        isClear = environment.foreground == .clear || view.opacity <= 0
        gradient = environment.foreground?.gradient
        switch environment.foreground {
        case .secondary?, .tertiary?, .named(.gray)?: isFaint = true
        default: isFaint = view.opacity < 0.75
        }
    }

    override var kindName: String { "shape" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: max(0, proposal.width ?? 1), height: max(0, proposal.height ?? 1))
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        if let id = view.sizedPathID { context.geometrySizes[id] = CellSize(width: rect.width, height: rect.height) }
        let visible = rect.intersection(context.clip)
        guard !isClear, visible.width > 0, visible.height > 0 else { return }
        let mask = ShapeMask(shape: view.shape, frame: rect)
        var isFilled = true
        if case .stroke = view.paint { isFilled = false }
        if view.path?.outlined == true { isFilled = false }
        let pathPixels = view.path?.pixels(width: rect.width, height: rect.height * 2, filled: isFilled)
        func covers(_ x: Int, _ halfRow: Int) -> Bool {
            guard let pathPixels else { return self.covers(mask, x, halfRow) }
            return pathPixels.contains(PixelPoint(x: x - rect.x, y: halfRow - rect.y * 2))
        }
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let top = covers(x, y * 2), bottom = covers(x, y * 2 + 1)
                let glyph: Unicode.Scalar
                switch (top, bottom) {
                case (false, false): continue
                case _ where isFaint && !context.drawsPixels: glyph = "░"
                case (true, true): glyph = "█"
                case (true, false): glyph = "▀"
                case (false, true): glyph = "▄"
                }
                var cell = style
                if context.link != 0 { cell.link = context.link }
                if context.drawsGradients, let gradient { cell.foreground = gradient.color(atX: x, y: y, in: rect) }
                if context.blendsOpacity, view.opacity < 1, let color = cell.foreground {
                    cell.foreground = Self.blend(color, view.opacity, over: context.canvas[x, y].style.background)
                } else if isFaint {
                    cell.attributes.insert(.faint)
                }
                context.canvas.put(content: glyph.value, cellWidth: 1, x: x, y: y, style: cell, clip: context.clip)
            }
        }
    }

    /// A colour at `opacity` over the cell's background (black when it has none, as for pictures).
    static func blend(_ color: CellColor, _ opacity: Double, over under: CellColor?) -> CellColor {
        let alpha = opacity.isFinite ? min(1, max(0, opacity)) : 1
        let (r, g, b) = color.rgb, (ur, ug, ub) = under?.rgb ?? (0, 0, 0)
        func mix(_ c: UInt8, _ u: UInt8) -> UInt8 { UInt8(min(255, max(0, (Double(c) * alpha + Double(u) * (1 - alpha)).rounded()))) }
        return .rgb(mix(r, ur), mix(g, ug), mix(b, ub))
    }

    /// Whether the pixel at (column, half row) is painted.
    private func covers(_ mask: ShapeMask, _ column: Int, _ halfRow: Int) -> Bool {
        guard mask.contains(column: column, halfRow: halfRow) else { return false }
        if case .stroke(let lineWidth) = view.paint {
            // At most 64 pixels: any wider outline fills the shape anyway (and `Int(_:)` of a huge width would trap).
            let pixels = (lineWidth / PointScale.pointsPerColumn).rounded()
            let width = pixels.isFinite ? Int(max(1, min(64, pixels))) : 1
            var onEdge = false
            for step in 1...width where !onEdge {
                onEdge = !mask.contains(column: column - step, halfRow: halfRow) || !mask.contains(column: column + step, halfRow: halfRow)
                    || !mask.contains(column: column, halfRow: halfRow - step) || !mask.contains(column: column, halfRow: halfRow + step)
            }
            guard onEdge else { return false }
        }
        guard view.isTrimmed else { return true }
        let frame = mask.frame
        let dx = Double(column) + 0.5 - (Double(frame.x) + Double(frame.width) / 2)
        let dy = Double(halfRow) + 0.5 - (Double(frame.y * 2) + Double(frame.height))
        var fraction = atan2(dx, -dy) / (2 * Double.pi) - view.rotation
        fraction -= fraction.rounded(.down)
        return fraction >= view.trimFrom && fraction <= view.trimTo
    }
}
