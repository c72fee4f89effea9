import TerminalSafety

/// Building a larger grid out of rendered widgets and lines of text: what a
/// live host draws on a terminal (a screen of tiles, captions, messages), so
/// that one `CanvasDiff` can redraw only the cells that changed.
extension Canvas {
    /// Copies `other` with its top-left corner at (`x`, `y`); cells that fall
    /// outside this canvas are left out, and a wide character is never cut.
    public mutating func draw(_ other: Canvas, atX x: Int, y: Int) {
        let clip = bounds
        for row in 0..<other.height {
            let ty = y + row
            guard ty >= 0, ty < height else { continue }
            for column in 0..<other.width {
                let cell = other.cells[row * other.width + column]
                if cell.width == 0 { continue }
                var style = cell.style
                if style.link != 0 {
                    let index = Int(style.link) - 1
                    style.link = index < other.links.count ? linkNumber(for: other.links[index]) : 0
                }
                var content = cell.content
                if content >= Cell.clusterBase { content = self.content(for: other.character(content)) }
                put(content: content, cellWidth: Int(cell.width), x: x + column, y: ty, style: style, clip: clip)
            }
        }
    }

    /// Writes one line of text from (`x`, `y`), at most `maxWidth` cells (to
    /// the right edge when nil); control characters are left out. Gives the
    /// number of cells written.
    @discardableResult
    public mutating func write(_ text: String, atX x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> Int {
        let limit = min(maxWidth ?? (width - x), width - x)
        guard y >= 0, y < height, limit > 0 else { return 0 }
        var used = 0
        for character in SafeText.visible(text) {
            let cells = CellWidth.of(character)
            if cells == 0 { continue }
            if used + cells > limit { break }
            put(character, cellWidth: cells, x: x + used, y: y, style: style, clip: bounds)
            used += cells
        }
        return used
    }
}
