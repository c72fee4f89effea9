/// `Grid { GridRow { … } }`: each row's views are cells, a column is as wide
/// as its widest cell (as ideally sized); when the columns are wider than the
/// grid is offered, the widest give way first, and when narrower, columns of
/// flexible views (`Color`, `Spacer`, `.frame(maxWidth: .infinity)`) share
/// the rest. A view outside a `GridRow` spans the whole row. A row is as high
/// as its highest cell. A cell with `.gridCellColumns(n)` spans n columns
/// (and the spacing between them); it does not widen the columns it spans.
final class GridBox: LayoutBox {
    enum Row {
        /// The cells and how many columns each spans (1 unless `.gridCellColumns(n)`).
        case cells([LayoutBox], spans: [Int], alignment: VerticalAlignment?)
        case span(LayoutBox)
    }

    /// The columns a cell spans: its `.gridCellColumns(n)` (at least 1, at most 64).
    static func span(of cell: ViewNode) -> Int {
        for case .gridCellColumns(let count) in cell.modifiers { return max(1, min(64, count)) }
        return 1
    }

    /// Each cell with the first column it starts at and how many it spans.
    private static func slots(_ cells: [LayoutBox], _ spans: [Int]) -> [(cell: LayoutBox, column: Int, span: Int)] {
        var column = 0
        return cells.enumerated().map { index, cell in
            let span = index < spans.count ? spans[index] : 1
            defer { column += span }
            return (cell, column, span)
        }
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func spannedWidth(_ widths: [Int], _ column: Int, _ span: Int) -> Int {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + columnSpacing * (end - column - 1)
    }

    let rows: [Row]
    let alignment: Alignment
    let columnSpacing: Int
    let rowSpacing: Int
    private let columnCount: Int

    init(rows: [Row], alignment: Alignment, columnSpacing: Int, rowSpacing: Int) {
        self.rows = rows
        self.alignment = alignment
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        var count = 0
        for case .cells(_, let spans, _) in rows { count = max(count, spans.reduce(0, +)) }
        columnCount = count
    }

    override var kindName: String { "grid" }

    /// The width of each column for a proposed width (nil: ideal widths).
    private func columnWidths(_ width: Int?) -> [Int] {
        guard columnCount > 0 else { return [] }
        var ideal = [Int](repeating: 0, count: columnCount)
        var largest = [Int](repeating: 0, count: columnCount)
        for case .cells(let cells, let spans, _) in rows {
            for (cell, index, span) in Self.slots(cells, spans) where span == 1 && index < columnCount {
                ideal[index] = max(ideal[index], cell.size(for: .unspecified).width)
                largest[index] = max(largest[index], cell.size(for: ProposedSize(width: ProposedSize.infinity, height: nil)).width)
            }
        }
        guard let width, width < ProposedSize.infinity else { return ideal }
        let spacing = columnSpacing * (columnCount - 1)
        let available = max(0, width - spacing)
        var widths = ideal.map { min($0, available) }  // bounds the loops below by the width offered
        var total = widths.reduce(0, +)
        // Too wide: lower the widest columns to a common level until they fit.
        while total > available, let widest = widths.max(), widest > 0 {
            for index in widths.indices where widths[index] == widest {
                widths[index] -= 1
                total -= 1
                if total <= available { break }
            }
        }
        // Room left: the flexible columns share it, one cell at a time.
        var grew = true
        while total < available, grew {
            grew = false
            for index in widths.indices where widths[index] < largest[index] && total < available {
                widths[index] += 1
                total += 1
                grew = true
            }
        }
        return widths
    }

    private func gridWidth(_ widths: [Int], proposed: Int?) -> Int {
        var width = widths.isEmpty ? 0 : widths.reduce(0, +) + columnSpacing * (widths.count - 1)
        for case .span(let view) in rows {
            let spanProposal = widths.isEmpty ? proposed : width
            width = max(width, view.size(for: ProposedSize(width: spanProposal, height: nil)).width)
        }
        if let proposed { width = min(width, max(proposed, widths.isEmpty ? 0 : width)) }
        return width
    }

    private func rowHeights(_ widths: [Int], gridWidth: Int) -> [Int] {
        rows.map { row in
            switch row {
            case .cells(let cells, let spans, _):
                var height = 0
                for (cell, index, span) in Self.slots(cells, spans) where index < widths.count {
                    height = max(height, cell.size(for: ProposedSize(width: spannedWidth(widths, index, span), height: nil)).height)
                }
                return height
            case .span(let view):
                return view.size(for: ProposedSize(width: gridWidth, height: nil)).height
            }
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let widths = columnWidths(proposal.width)
        let width = gridWidth(widths, proposed: proposal.width)
        let heights = rowHeights(widths, gridWidth: width)
        let height = heights.reduce(0, +) + rowSpacing * max(0, heights.count - 1)
        return CellSize(width: width, height: height)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let widths = columnWidths(rect.width)
        let width = gridWidth(widths, proposed: rect.width)
        let heights = rowHeights(widths, gridWidth: width)
        var y = rect.y
        for (row, height) in zip(rows, heights) {
            switch row {
            case .cells(let cells, let spans, let rowAlignment):
                var cellAlignment = alignment
                if let rowAlignment { cellAlignment.vertical = rowAlignment }
                for (cell, index, span) in Self.slots(cells, spans) where index < widths.count {
                    let x = rect.x + spannedWidth(widths, 0, index) + (index > 0 ? columnSpacing : 0)
                    let slot = CellRect(x: x, y: y, width: spannedWidth(widths, index, span), height: height)
                    cell.place(in: slot.aligned(cell.size(for: ProposedSize(width: slot.width, height: slot.height)), cellAlignment), &context)
                }
            case .span(let view):
                let slot = CellRect(x: rect.x, y: y, width: width, height: height)
                view.place(in: slot.aligned(view.size(for: ProposedSize(width: slot.width, height: slot.height)), alignment), &context)
            }
            y += height + rowSpacing
        }
    }
}
