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
    }

    var title: String
    var tiles: [TileView] = []
    /// Long text under the tiles: diagnostics with carets, or the timeline (`t`).
    var detail: [String] = []
    var detailIsError = false
    var status: String = ""
    var help: String = ""
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
    }

    func compose(_ model: ScreenModel) -> Output {
        var canvas = Canvas(width: width, height: height)
        guard width > 0, height > 0 else { return Output(canvas: canvas, frames: model.tiles.map { _ in nil }) }
        canvas.write(String(repeating: " ", count: width), atX: 0, y: 0, style: Self.titleStyle)
        canvas.write(" " + model.title, atX: 0, y: 0, style: Self.titleStyle)

        let footer = (model.status.isEmpty ? 0 : 1) + (model.help.isEmpty ? 0 : 1)
        let area = CellRect(x: 1, y: 2, width: max(0, width - 2), height: max(0, height - 2 - footer))
        let captioned = model.tiles.count > 1
        let sizes = model.tiles.map { tile in
            let size = tile.canvas.map { CellSize(width: $0.width, height: $0.height) } ?? tile.size
            return CellSize(width: size.width, height: size.height + (captioned ? 1 : 0) + model.problemRows)
        }
        let layout = Self.layout(sizes, in: area, showing: model.focus)
        var frames: [CellRect?] = []
        for (tile, placement) in zip(model.tiles, layout.placements) {
            guard let placement else {
                frames.append(nil)
                continue
            }
            var y = placement.y
            if captioned {
                canvas.write(tile.caption, atX: placement.x, y: y, style: tile.isSelected ? Self.selectedCaption : Self.caption,
                             maxWidth: placement.width)
                y += 1
            }
            let frameSize = tile.canvas.map { CellSize(width: $0.width, height: $0.height) } ?? tile.size
            if let frame = tile.canvas {
                canvas.draw(frame, atX: placement.x, y: y)
            } else {
                canvas.write("(no frame yet)", atX: placement.x, y: y + frameSize.height / 2, style: Self.faint, maxWidth: placement.width)
            }
            frames.append(CellRect(x: placement.x, y: y, width: frameSize.width, height: frameSize.height))
            if tile.isPlaceholder {
                canvas.write(" placeholder ", atX: placement.x + 2, y: y + frameSize.height - 1, style: Self.faint, maxWidth: frameSize.width - 4)
            }
            y += frameSize.height
            for line in tile.problems.prefix(model.problemRows) {
                canvas.write(line, atX: placement.x, y: y, style: Self.error, maxWidth: placement.width)
                y += 1
            }
        }

        var y = area.y + layout.usedHeight + 1
        let detailEnd = height - footer
        if layout.hiddenCount > 0, y < detailEnd {
            var note = "(\(layout.hiddenCount) more widget\(layout.hiddenCount == 1 ? "" : "s") do not fit the window; Tab shows them)"
            if let focus = model.focus, focus < layout.placements.count, layout.placements[focus] == nil {
                note = "(the selected widget, \(model.tiles[focus].caption), does not fit the window)"
            }
            canvas.write(note, atX: 1, y: y, style: Self.faint, maxWidth: width - 2)
            y += 1
        }
        for (index, line) in model.detail.enumerated() where y < detailEnd {
            if y == detailEnd - 1, index < model.detail.count - 1 {
                canvas.write("… \(model.detail.count - index) more lines", atX: 1, y: y, style: Self.faint)
                break
            }
            canvas.write(line, atX: 1, y: y, style: model.detailIsError ? Self.error : .plain, maxWidth: width - 2)
            y += 1
        }
        if !model.status.isEmpty {
            canvas.write(" " + model.status, atX: 0, y: height - footer, style: Self.faint)
        }
        if !model.help.isEmpty {
            canvas.write(" " + model.help, atX: 0, y: height - 1, style: Self.faint)
        }
        return Output(canvas: canvas, frames: frames)
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
