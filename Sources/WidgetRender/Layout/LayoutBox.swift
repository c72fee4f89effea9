/// A view ready for layout: a node with its environment resolved.
///
/// Layout is SwiftUI's two passes: `size(for:)` answers what size the view
/// wants for a proposal, without side effects (answers are memoised, since a
/// stack asks the same child several times), then `place(in:_:)` draws the
/// view at its final frame and places its children.
class LayoutBox {
    private var memo = SizeMemo()

    /// Used by stacks: higher goes first; spacers go last.
    var layoutPriority: Int { 0 }
    /// The name of this view in `--json` output.
    var kindName: String { "view" }

    final func size(for proposal: ProposedSize) -> CellSize {
        if let size = memo.lookup(proposal) { return size }
        let size = computeSize(proposal)
        memo.store(proposal, size)
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

/// The answers of `size(for:)` so far (up to 16, the oldest replaced
/// first): a stack asks each child for its smallest, largest and given size,
/// for each size it is itself asked about.
struct SizeMemo {
    private struct Entry {
        var proposal: ProposedSize
        var size: CellSize
    }

    private var entries: [Entry] = []
    private var next = 0

    func lookup(_ proposal: ProposedSize) -> CellSize? {
        for entry in entries where entry.proposal == proposal { return entry.size }
        return nil
    }

    mutating func store(_ proposal: ProposedSize, _ size: CellSize) {
        if entries.count < 16 {
            if entries.isEmpty { entries.reserveCapacity(12) }
            entries.append(Entry(proposal: proposal, size: size))
        } else {
            entries[next] = Entry(proposal: proposal, size: size)
            next = (next + 1) % 16
        }
    }
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
