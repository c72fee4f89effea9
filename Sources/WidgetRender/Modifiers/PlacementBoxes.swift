/// `.offset(x:y:)` and `.position(x:y:)`: where a view is drawn, in points
/// turned into cells (8 per column, 16 per row). Cells outside the widget
/// are clipped, as on a home screen.
enum PlacementCells {
    /// A signed length in points as cells along an axis, kept within the canvas' reach.
    static func cells(_ points: Double, _ axis: Axis) -> Int {
        let cells = PointScale.cells(abs(points), axis: axis)
        return min(4096, cells) * (points < 0 ? -1 : 1)
    }
}

/// `.offset(x:y:)`: drawn moved by the offset; its place in the layout stays where it was.
final class OffsetBox: WrapperBox {
    let dx: Int, dy: Int

    init(_ child: LayoutBox, x: Double, y: Double) {
        dx = PlacementCells.cells(x, .horizontal)
        dy = PlacementCells.cells(y, .vertical)
        super.init(child)
    }

    override var kindName: String { "offset" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.size(for: proposal) }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        child.place(in: CellRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height), &context)
    }
}

/// `.position(x:y:)`: the view takes the whole space offered and draws its
/// content with its centre at that point of the space (from the top leading corner).
final class PositionBox: WrapperBox {
    let x: Int, y: Int

    init(_ child: LayoutBox, x: Double, y: Double) {
        self.x = PlacementCells.cells(x, .horizontal)
        self.y = PlacementCells.cells(y, .vertical)
        super.init(child)
    }

    override var kindName: String { "position" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let size = child.size(for: proposal)
        return CellSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let size = child.size(for: ProposedSize(width: rect.width, height: rect.height))
        child.place(in: CellRect(x: rect.x + x - size.width / 2, y: rect.y + y - size.height / 2,
                                 width: size.width, height: size.height), &context)
    }
}

/// `.overlay(alignment:) { … }`: the view, then what is drawn over it, laid out in the
/// view's own frame (offered its size) and aligned there. The overlay does not change
/// the view's size, as in SwiftUI.
final class OverlayBox: WrapperBox {
    let overlay: LayoutBox
    let alignment: Alignment

    init(_ child: LayoutBox, _ overlay: LayoutBox, alignment: Alignment) {
        self.overlay = overlay
        self.alignment = alignment
        super.init(child)
    }

    override var kindName: String { "overlay" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.size(for: proposal) }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        child.place(in: rect, &context)
        let size = overlay.size(for: ProposedSize(width: rect.width, height: rect.height))
        overlay.place(in: rect.aligned(CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height)), alignment), &context)
    }
}
