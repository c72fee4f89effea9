/// Grids: `Grid` with its `GridRow`s, `LazyVGrid` and `LazyHGrid`.
extension BoxBuilder {
    mutating func grid(_ grid: GridView, _ environment: LayoutEnvironment) -> LayoutBox {
        // SwiftUI's default spacing is 8 pt: one column, no blank row.
        let columnSpacing = grid.horizontalSpacing.map { PointScale.cells($0, axis: .horizontal) } ?? 1
        let rowSpacing = grid.verticalSpacing.map { PointScale.cells($0, axis: .vertical) } ?? 0
        switch grid.layout {
        case .rows:
            var cellEnvironment = environment, spanEnvironment = environment
            cellEnvironment.stackAxis = .horizontal
            spanEnvironment.stackAxis = .vertical  // a Divider between rows is a line across the grid
            var rows: [GridBox.Row] = []
            for child in grid.children {
                if case .gridRow(let alignment, let cells) = child.kind {
                    var rowEnvironment = cellEnvironment
                    for modifier in child.modifiers.reversed() { _ = rowEnvironment.apply(modifier) }  // text styles; a row has no frame of its own
                    var boxes: [LayoutBox] = [], spans: [Int] = []
                    for cell in cells {
                        guard let box = build(cell, rowEnvironment) else { continue }
                        boxes.append(box)
                        spans.append(GridBox.span(of: cell))
                    }
                    rows.append(.cells(boxes, spans: spans, alignment: alignment))
                } else if let box = build(child, spanEnvironment) {
                    rows.append(.span(box))
                }
            }
            return GridBox(rows: rows, alignment: grid.alignment, columnSpacing: columnSpacing, rowSpacing: rowSpacing)
        case .lazy(let axis, let items):
            var inner = environment
            inner.stackAxis = nil
            let children = grid.children.compactMap { build($0, inner) }
            let lineSpacing = axis == .vertical ? rowSpacing : columnSpacing
            return LazyGridBox(trackAxis: axis == .vertical ? .horizontal : .vertical, items: items.isEmpty ? [GridItem()] : items,
                               alignment: grid.alignment, lineSpacing: lineSpacing, children: children)
        }
    }
}
