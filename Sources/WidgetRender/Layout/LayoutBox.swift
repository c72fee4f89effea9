/// A view ready for layout: a node with its environment resolved.
///
/// Layout is SwiftUI's two passes: `size(for:)` answers what size the view
/// wants for a proposal, without side effects (answers are memoised, since a
/// stack asks the same child several times), then `place(in:_:)` draws the
/// view at its final frame and places its children.
class LayoutBox {
    private var memoProposals: [ProposedSize] = []
    private var memoSizes: [CellSize] = []

    /// Used by stacks: higher goes first; spacers go last.
    var layoutPriority: Int { 0 }
    /// The name of this view in `--json` output.
    var kindName: String { "view" }

    final func size(for proposal: ProposedSize) -> CellSize {
        for index in memoProposals.indices where memoProposals[index] == proposal {
            return memoSizes[index]
        }
        let size = computeSize(proposal)
        if memoProposals.count >= 8 {
            memoProposals.removeFirst()
            memoSizes.removeFirst()
        }
        memoProposals.append(proposal)
        memoSizes.append(size)
        return size
    }

    /// Overridden by each view kind.
    func computeSize(_ proposal: ProposedSize) -> CellSize { .zero }

    /// Records this view's frame (for `--json`) and draws it.
    final func place(in rect: CellRect, _ context: inout DrawContext) {
        if context.recordsLayout {
            context.beginRecord(kindName, rect, detail: recordDetail)
            draw(in: rect, &context)
            context.endRecord()
        } else {
            draw(in: rect, &context)
        }
    }

    /// Overridden by each view kind: draw yourself, place your children.
    func draw(in rect: CellRect, _ context: inout DrawContext) {}

    var recordDetail: String? { nil }
}

/// A box that wraps one child (the modifiers).
class WrapperBox: LayoutBox {
    let child: LayoutBox

    init(_ child: LayoutBox) { self.child = child }

    override var layoutPriority: Int { child.layoutPriority }
}

extension CellRect {
    /// A rect of `size` aligned inside this one.
    func aligned(_ size: CellSize, _ alignment: Alignment) -> CellRect {
        CellRect(x: x + offset(size.width, in: width, alignment.horizontal),
                 y: y + offset(size.height, in: height, alignment.vertical),
                 width: size.width, height: size.height)
    }
}

func offset(_ length: Int, in space: Int, _ alignment: HorizontalAlignment) -> Int {
    switch alignment {
    case .leading: return 0
    case .center: return (space - length) / 2
    case .trailing: return space - length
    }
}

func offset(_ length: Int, in space: Int, _ alignment: VerticalAlignment) -> Int {
    switch alignment {
    case .top: return 0
    case .center: return (space - length) / 2
    case .bottom: return space - length
    }
}
