/// A layout of the widget's own (`struct FlowLayout: Layout`) around its subviews: the runtime answers for it, in
/// cells, what size it takes for a proposal and where each subview goes, asking each subview's size as SwiftUI's
/// `LayoutSubview.sizeThatFits(_:)` does.
public struct CustomLayoutView: Sendable, Hashable {
    public var children: [ViewNode]
    public let arranger: CustomLayoutArranger

    public init(children: [ViewNode], arranger: CustomLayoutArranger) {
        self.children = children
        self.arranger = arranger
    }
}

/// Where a custom layout places one subview: the point of the subview at `anchor` goes at `(x, y)` (cells from the
/// widget's top leading corner), the subview sized for `proposal`.
public struct SubviewPlacement: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var anchor: UnitPoint
    public var proposal: ProposedSize

    public init(x: Int, y: Int, anchor: UnitPoint, proposal: ProposedSize) {
        self.x = x
        self.y = y
        self.anchor = anchor
        self.proposal = proposal
    }
}

/// The runtime's side of a custom layout: its `sizeThatFits` and `placeSubviews`, given each subview's size function.
/// Compared by identity: one layout made by one evaluation.
open class CustomLayoutArranger: @unchecked Sendable, Hashable {
    public typealias SubviewSize = (ProposedSize) -> CellSize

    public init() {}

    /// The size the layout takes for `proposal`.
    open func sizeThatFits(_ proposal: ProposedSize, subviews: [SubviewSize]) -> CellSize { .zero }

    /// Where each subview goes when the layout is placed in `bounds` (nil: not placed, drawn at the centre as SwiftUI does).
    open func placements(in bounds: CellRect, proposal: ProposedSize, subviews: [SubviewSize]) -> [SubviewPlacement?] { [] }

    public static func == (a: CustomLayoutArranger, b: CustomLayoutArranger) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
