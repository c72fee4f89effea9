/// `Grid { GridRow { … } }`: each row's views are cells, a column is as wide
/// as its widest cell (as ideally sized); when the columns are wider than the
/// grid is offered, the widest give way first, and when narrower, columns of
/// flexible views (`Color`, `Spacer`, `.frame(maxWidth: .infinity)`) share
/// the rest. A view outside a `GridRow` spans the whole row. A row is as high
/// as its highest cell.
final class GridBox: LayoutBox {
    enum Row {
        case cells([LayoutBox], alignment: VerticalAlignment?)
        case span(LayoutBox)
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
        for case .cells(let cells, _) in rows { count = max(count, cells.count) }
        columnCount = count
    }

    override var kindName: String { "grid" }

    /// The width of each column for a proposed width (nil: ideal widths).
    private func columnWidths(_ width: Int?) -> [Int] {
        guard columnCount > 0 else { return [] }
        var ideal = [Int](repeating: 0, count: columnCount)
        var largest = [Int](repeating: 0, count: columnCount)
        for case .cells(let cells, _) in rows {
            for (index, cell) in cells.enumerated() {
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
            case .cells(let cells, _):
                var height = 0
                for (index, cell) in cells.enumerated() where index < widths.count {
                    height = max(height, cell.size(for: ProposedSize(width: widths[index], height: nil)).height)
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
            case .cells(let cells, let rowAlignment):
                var x = rect.x
                var cellAlignment = alignment
                if let rowAlignment { cellAlignment.vertical = rowAlignment }
                for (index, cell) in cells.enumerated() where index < widths.count {
                    let slot = CellRect(x: x, y: y, width: widths[index], height: height)
                    cell.place(in: slot.aligned(cell.size(for: ProposedSize(width: slot.width, height: slot.height)), cellAlignment), &context)
                    x += widths[index] + columnSpacing
                }
            case .span(let view):
                let slot = CellRect(x: rect.x, y: y, width: width, height: height)
                view.place(in: slot.aligned(view.size(for: ProposedSize(width: slot.width, height: slot.height)), alignment), &context)
            }
            y += height + rowSpacing
        }
    }
}
