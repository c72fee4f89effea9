import WidgetRender

/// Places tiles of different sizes on a screen like a home screen: left to
/// right, wrapping to a new row when the next tile does not fit the width.
/// Tiles that do not fit the height at all are left out (and counted).
struct TileLayout: Equatable {
    /// Where each tile goes, in the order given; nil when it did not fit.
    var placements: [CellRect?]
    /// The rows the placed tiles take, from `origin.y`.
    var usedHeight: Int

    var hiddenCount: Int { placements.filter { $0 == nil }.count }

    static let columnGap = 2
    static let rowGap = 1

    init(sizes: [CellSize], in area: CellRect) {
        var placements: [CellRect?] = []
        var x = area.x, y = area.y, rowHeight = 0
        var bottom = area.y
        for size in sizes {
            if x > area.x, x + size.width > area.maxX {
                x = area.x
                y += rowHeight + Self.rowGap
                rowHeight = 0
            }
            let fits = x + size.width <= area.maxX || x == area.x
            if fits, y + size.height <= area.maxY {
                placements.append(CellRect(x: x, y: y, width: min(size.width, area.width), height: size.height))
                x += size.width + Self.columnGap
                rowHeight = max(rowHeight, size.height)
                bottom = max(bottom, y + size.height)
            } else {
                placements.append(nil)
            }
        }
        self.placements = placements
        self.usedHeight = bottom - area.y
    }
}
