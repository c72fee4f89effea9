/// `.padding(edges, length)`: insets in cells; the default 16 pt is two
/// columns and one row.
final class PaddingBox: WrapperBox {
    let top: Int, leading: Int, bottom: Int, trailing: Int

    init(_ child: LayoutBox, edges: Edge.Set, length: Double?) {
        let points = length ?? 16
        let columns = PointScale.columns(points)
        let rows = PointScale.rows(points)
        top = edges.contains(.top) ? rows : 0
        bottom = edges.contains(.bottom) ? rows : 0
        leading = edges.contains(.leading) ? columns : 0
        trailing = edges.contains(.trailing) ? columns : 0
        super.init(child)
    }

    override var kindName: String { "padding" }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - leading - trailing) },
                     height: proposal.height.map { max(0, $0 - top - bottom) })
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let size = child.size(for: inner(proposal))
        return CellSize(width: cappedSum(size.width, leading + trailing),
                        height: cappedSum(size.height, top + bottom))
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let inside = CellRect(x: rect.x + leading, y: rect.y + top,
                              width: max(0, rect.width - leading - trailing),
                              height: max(0, rect.height - top - bottom))
        let size = child.size(for: ProposedSize(width: inside.width, height: inside.height))
        child.place(in: inside.aligned(size, .center), &context)
    }
}

/// `.frame(width:height:alignment:)`: a fixed size on the given axes.
final class FixedFrameBox: WrapperBox {
    let width: Int?
    let height: Int?
    let alignment: Alignment

    init(_ child: LayoutBox, frame: Frame) {
        width = frame.width.map(PointScale.columns)
        height = frame.height.map(PointScale.rows)
        alignment = frame.alignment
        super.init(child)
    }

    override var kindName: String { "frame" }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        if let width, let height { return CellSize(width: width, height: height) }
        let size = child.size(for: childProposal(proposal))
        return CellSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let size = child.size(for: childProposal(ProposedSize(width: rect.width, height: rect.height)))
        child.place(in: rect.aligned(size, alignment), &context)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
/// The proposal is clamped into min…max before the child sees it; the frame
/// then takes the child's size clamped the same way, growing toward the
/// proposal up to `max` (so `maxWidth: .infinity` fills the width offered).
final class FlexibleFrameBox: WrapperBox {
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment

    init(_ child: LayoutBox, frame: Frame) {
        minWidth = frame.minWidth.map(PointScale.columns)
        idealWidth = frame.idealWidth.map(PointScale.columns)
        maxWidth = frame.maxWidth.map(PointScale.columns)
        minHeight = frame.minHeight.map(PointScale.rows)
        idealHeight = frame.idealHeight.map(PointScale.rows)
        maxHeight = frame.maxHeight.map(PointScale.rows)
        alignment = frame.alignment
        super.init(child)
    }

    override var kindName: String { "frame" }

    private static func clamp(_ proposed: Int?, _ low: Int?, _ ideal: Int?, _ high: Int?) -> Int? {
        guard var value = proposed else { return ideal }
        if let low { value = max(low, value) }
        if let high { value = min(high, value) }
        return value
    }

    private static func result(_ child: Int, _ proposed: Int?, _ low: Int?, _ ideal: Int?, _ high: Int?) -> Int {
        guard let proposed else {
            if let ideal { return ideal }
            var value = child
            if let low { value = max(low, value) }
            if let high { value = min(high, value) }
            return value
        }
        var value = child
        if let low { value = max(low, min(value, proposed)) }
        if let high { value = min(high, max(value, proposed)) }
        return value
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: Self.clamp(proposal.width, minWidth, idealWidth, maxWidth),
                     height: Self.clamp(proposal.height, minHeight, idealHeight, maxHeight))
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let size = child.size(for: childProposal(proposal))
        return CellSize(width: Self.result(size.width, proposal.width, minWidth, idealWidth, maxWidth),
                        height: Self.result(size.height, proposal.height, minHeight, idealHeight, maxHeight))
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let size = child.size(for: childProposal(ProposedSize(width: rect.width, height: rect.height)))
        child.place(in: rect.aligned(size, alignment), &context)
    }
}
