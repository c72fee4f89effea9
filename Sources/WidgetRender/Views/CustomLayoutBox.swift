/// A layout of the widget's own: its size and its subviews' places are the runtime's answers
/// (`CustomLayoutArranger`); each subview is measured and drawn as any child is.
final class CustomLayoutBox: LayoutBox {
    let arranger: CustomLayoutArranger
    let children: [LayoutBox]

    init(arranger: CustomLayoutArranger, children: [LayoutBox]) {
        self.arranger = arranger
        self.children = children
    }

    override var kindName: String { "layout" }

    private var sizes: [CustomLayoutArranger.SubviewSize] { children.map { child in { child.size(for: $0) } } }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let size = arranger.sizeThatFits(proposal, subviews: sizes)
        return CellSize(width: max(0, min(size.width, ProposedSize.infinity)), height: max(0, min(size.height, ProposedSize.infinity)))
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let placements = arranger.placements(in: rect, proposal: ProposedSize(width: rect.width, height: rect.height), subviews: sizes)
        for (index, child) in children.enumerated() {
            let placement = index < placements.count ? placements[index] : nil
            let proposal = placement?.proposal ?? ProposedSize.unspecified
            let size = child.size(for: proposal)
            guard let placement else {
                // (A subview the layout does not place is drawn at the centre of its bounds, as SwiftUI does.)
                child.place(in: rect.aligned(size, .center), &context)
                continue
            }
            let x = placement.x - Int((placement.anchor.x * Double(size.width)).rounded())
            let y = placement.y - Int((placement.anchor.y * Double(size.height)).rounded())
            child.place(in: CellRect(x: x, y: y, width: size.width, height: size.height), &context)
        }
    }
}
