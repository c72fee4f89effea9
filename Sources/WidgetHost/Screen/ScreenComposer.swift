import WidgetRender

/// What the terminal shows, as plain data: the host builds it, the composer
/// turns it into one grid of cells.
struct ScreenModel {
    struct TileView {
        var caption: String
        /// The last good frame; nil before the first one.
        var canvas: Canvas?
        /// The size to keep free when there is no frame yet.
        var size: CellSize
        var isPlaceholder = false
        var isSelected = false
        /// Problems shown under the frame (first lines, when tiles share the screen).
        var problems: [String] = []
        /// The frame's images, in its cells (for the kitty graphics protocol).
        var images: [PlacedImage] = []
    }

    var title: String
    var tiles: [TileView] = []
    /// Long text under the tiles: diagnostics with carets, or the timeline (`t`).
    var detail: [String] = []
    var detailIsError = false
    var status: String = ""
    var help: String = ""
    /// The keys in fewer words, for a window too narrow for `help` on one row.
    var shortHelp: String = ""
    /// Rows of problems each tile keeps under its frame.
    var problemRows = 0
    /// The selected tile, which is always laid out when it fits the window at all.
    var focus: Int?
}

/// Draws a `ScreenModel` into a canvas the size of the terminal, and says
/// where each tile's frame went (for mouse clicks).
struct ScreenComposer {
    static let titleStyle = CellStyle(attributes: [.inverse, .bold])
    static let selectedCaption = CellStyle(attributes: [.inverse])
    static let caption = CellStyle(attributes: [.bold])
    static let error = CellStyle(foreground: .named(.red))
    static let faint = CellStyle(attributes: [.faint])

    var width: Int
    var height: Int

    struct Output {
        var canvas: Canvas
        /// For each tile, where its widget frame is on screen (nil: not shown).
        var frames: [CellRect?]
        /// The tiles' images in screen cells, cut to what is on screen.
        var images: [PlacedImage] = []
    }

    /// Longest status and key lines, in rows, when they wrap.
    static let statusRows = 2
    static let helpRows = 2
    /// The narrowest column right of the grid that diagnostics are put in when they do not fit under it.
    static let sidePanelWidth = 30

    func compose(_ model: ScreenModel) -> Output {
        var canvas = Canvas(width: width, height: height)
        guard width > 0, height > 0 else { return Output(canvas: canvas, frames: model.tiles.map { _ in nil }) }
        canvas.write(String(repeating: " ", count: width), atX: 0, y: 0, style: Self.titleStyle)
        canvas.write(" " + LineFitting.abbreviate(model.title, width: width - 1), atX: 0, y: 0, style: Self.titleStyle)

        // The status and the keys wrap (at most two rows each) rather than lose their ends.
        let status = model.status.isEmpty ? [] : LineFitting.limit(LineFitting.wrap(model.status, width: width - 1),
                                                                   rows: Self.statusRows, width: width - 1)
        let keys = LineFitting.width(model.help) > width - 1 && !model.shortHelp.isEmpty ? model.shortHelp : model.help
        let help = keys.isEmpty ? [] : LineFitting.limit(LineFitting.wrap(keys, width: width - 1), rows: Self.helpRows, width: width - 1)
        let footer = min(status.count + help.count, max(0, height - 3))
        let area = CellRect(x: 1, y: 2, width: max(0, width - 2), height: max(0, height - 2 - footer))
        let captioned = model.tiles.count > 1
        let sizes = model.tiles.map { tile in
            let size = tile.canvas.map { CellSize(width: $0.width, height: $0.height) } ?? tile.size
            return CellSize(width: size.width, height: size.height + (captioned ? 1 : 0) + model.problemRows)
        }
        let layout = Self.layout(sizes, in: area, showing: model.focus)
        let detailEnd = height - footer
        var detail = model.detail.flatMap { LineFitting.wrap($0, width: width - 2) }
        let detailRoom = detailEnd - (area.y + layout.usedHeight + 1) - (layout.hiddenCount > 0 ? 1 : 0)
        // No room under the grid, but a wide empty column right of it: the text goes there.
        let rightmost = layout.placements.compactMap { $0?.maxX }.max() ?? area.x
        let side = CellRect(x: rightmost + 2, y: area.y, width: area.maxX - rightmost - 2, height: detailEnd - area.y)
        let besideGrid = detail.count > detailRoom && side.width >= Self.sidePanelWidth
        if besideGrid { detail = model.detail.flatMap { LineFitting.wrap($0, width: side.width) } }
        var bottom = area.y + layout.usedHeight
        var frames: [CellRect?] = []
        var images: [PlacedImage] = []
        for (index, (tile, placement)) in zip(model.tiles, layout.placements).enumerated() {
            guard let placement else {
                frames.append(nil)
                continue
            }
            var y = placement.y
            if captioned {
                canvas.write(LineFitting.abbreviate(tile.caption, width: placement.width), atX: placement.x, y: y,
                             style: tile.isSelected ? Self.selectedCaption : Self.caption, maxWidth: placement.width)
                y += 1
            }
            let frameSize = tile.canvas.map { CellSize(width: $0.width, height: $0.height) } ?? tile.size
            if let frame = tile.canvas {
                canvas.draw(frame, atX: placement.x, y: y)
                images += tile.images.map { $0.moved(x: placement.x, y: y, within: canvas.bounds) }
            } else {
                canvas.write("(no frame yet)", atX: placement.x, y: y + frameSize.height / 2, style: Self.faint, maxWidth: placement.width)
            }
            frames.append(CellRect(x: placement.x, y: y, width: frameSize.width, height: frameSize.height))
            if tile.isPlaceholder {
                canvas.write(" placeholder ", atX: placement.x + 2, y: y + frameSize.height - 1, style: Self.faint, maxWidth: frameSize.width - 4)
            }
            y += frameSize.height
            let problems = tile.problems.flatMap { LineFitting.wrap($0, width: placement.width) }
            var rows = model.problemRows
            if index == model.focus, problems.count > rows, detail.count > detailRoom, !besideGrid {
                // The selected tile's error does not fit under the grid: in full under the tile, where there is room.
                let limit = detailEnd - (layout.hiddenCount > 0 ? 2 : 0)  // the line that counts hidden widgets stays
                rows = max(rows, freeRows(below: y, in: placement, layout: layout, area: area, limit: limit))
                if rows >= problems.count, model.detailIsError { detail = [] }
            }
            for line in LineFitting.limit(problems, rows: rows, width: placement.width) {
                canvas.write(line, atX: placement.x, y: y, style: Self.error, maxWidth: placement.width)
                y += 1
            }
            bottom = max(bottom, y)
        }

        var y = bottom + 1
        if layout.hiddenCount > 0, y < detailEnd {
            var note = "(\(layout.hiddenCount) more widget\(layout.hiddenCount == 1 ? "" : "s") do not fit the window; Tab shows them)"
            if let focus = model.focus, focus < layout.placements.count, layout.placements[focus] == nil {
                note = "(the selected widget, \(model.tiles[focus].caption), does not fit the window)"
            }
            for line in LineFitting.wrap(note, width: width - 2) where y < detailEnd {
                canvas.write(line, atX: 1, y: y, style: Self.faint, maxWidth: width - 2)
                y += 1
            }
        }
        let detailX = besideGrid ? side.x : 1
        if besideGrid { y = side.y }
        for (index, line) in detail.enumerated() where y < detailEnd {
            if y == detailEnd - 1, index < detail.count - 1 {
                canvas.write("… \(detail.count - index) more lines", atX: detailX, y: y, style: Self.faint)
                break
            }
            canvas.write(line, atX: detailX, y: y, style: model.detailIsError ? Self.error : .plain, maxWidth: width - 1 - detailX)
            y += 1
        }
        for (index, line) in (status + help).prefix(footer).enumerated() {
            canvas.write(" " + line, atX: 0, y: height - footer + index, style: Self.faint)
        }
        return Output(canvas: canvas, frames: frames, images: images)
    }

    /// Rows under a tile's frame that no other tile and nothing else uses, down to `limit`.
    func freeRows(below y: Int, in placement: CellRect, layout: TileLayout, area: CellRect, limit: Int) -> Int {
        var end = limit
        for other in layout.placements {
            guard let other, other.y >= y, other.x < placement.maxX, placement.x < other.maxX else { continue }
            end = min(end, other.y - 1)
        }
        return max(0, end - y)
    }

    /// The tiles laid out from the first; when the selected one does not fit,
    /// from the first tile after which it does (the ones before are left out,
    /// as if the grid were scrolled).
    static func layout(_ sizes: [CellSize], in area: CellRect, showing focus: Int?) -> TileLayout {
        let layout = TileLayout(sizes: sizes, in: area)
        guard let focus, focus < sizes.count, layout.placements[focus] == nil, focus > 0 else { return layout }
        for start in 1...focus {
            var scrolled = TileLayout(sizes: Array(sizes[start...]), in: area)
            guard scrolled.placements[focus - start] != nil else { continue }
            scrolled.placements = Array(repeating: nil, count: start) + scrolled.placements
            return scrolled
        }
        return layout
    }
}

extension PlacedImage {
    /// This placement `x`, `y` cells further, its visible part cut to `bounds`.
    func moved(x: Int, y: Int, within bounds: CellRect) -> PlacedImage {
        var copy = self
        copy.frame.x += x
        copy.frame.y += y
        let shown = CellRect(x: visible.x + x, y: visible.y + y, width: visible.width, height: visible.height)
        let x0 = max(shown.x, bounds.x), y0 = max(shown.y, bounds.y)
        let x1 = min(shown.maxX, bounds.maxX), y1 = min(shown.maxY, bounds.maxY)
        copy.visible = CellRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        return copy
    }
}
