/// Filling and writing with a gradient: in 24-bit colour each cell takes the
/// gradient's colour at its centre, measured over the frame it paints.
extension Canvas {
    /// Fills `rect` behind what is there with a colour style: a gradient cell by cell
    /// when `drawsGradients`, otherwise the style's one background colour.
    mutating func fillBackground(_ rect: CellRect, style: ColorStyle, drawsGradients: Bool, link: UInt16 = 0, clip: CellRect) {
        guard drawsGradients, let gradient = style.gradient else {
            fillBackground(rect, color: style.backgroundColor, link: link, clip: clip)
            return
        }
        let r = rect.intersection(clip).intersection(bounds)
        guard r.width > 0, r.height > 0 else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                fillBackground(CellRect(x: x, y: y, width: 1, height: 1), color: gradient.color(atX: x, y: y, in: rect), link: link, clip: r)
            }
        }
    }
}

extension DrawContext {
    /// Writes one line of glyphs whose foreground is a gradient over `frame`, one colour per cell.
    mutating func write(_ glyphs: ArraySlice<Glyph>, x: Int, y: Int, style: CellStyle, gradient: GradientStyle, over frame: CellRect) {
        var column = x
        for index in glyphs.indices {
            let glyph = glyphs[index]
            var cellStyle = style
            cellStyle.foreground = gradient.color(atX: column, y: y, in: frame)
            write(glyphs[index...index], x: column, y: y, style: cellStyle)
            column += Int(glyph.width)
        }
    }
}
