/// `HStack` and `VStack`: SwiftUI's stack layout along one axis.
///
/// The stack measures each child's smallest and largest length (proposals
/// of 0 and infinity); the difference is its flexibility. It then hands out
/// the space in order of layout priority (spacers last) and, within a
/// priority, to the least flexible child first, each getting an equal share
/// of what is left — after setting aside the minimum length of the children
/// with lower priority.
final class StackBox: LayoutBox {
    let axis: Axis
    let crossAlignment: CrossAlignment
    let spacing: Int
    let children: [LayoutBox]

    enum CrossAlignment {
        case horizontal(HorizontalAlignment)  // a VStack's
        case vertical(VerticalAlignment)      // an HStack's
    }

    init(axis: Axis, alignment: CrossAlignment, spacing: Int, children: [LayoutBox]) {
        self.axis = axis
        self.crossAlignment = alignment
        self.spacing = spacing
        self.children = children
    }

    override var kindName: String { axis == .horizontal ? "hStack" : "vStack" }

    private var totalSpacing: Int { max(0, children.count - 1) * spacing }

    /// What a child asks of the stack along its axis.
    private struct Demand {
        var minimum: Int
        var flexibility: Int
        var priority: Int

        /// Higher priority first; within a priority, the less flexible first.
        func goesBefore(_ other: Demand) -> Bool {
            priority != other.priority ? priority > other.priority : flexibility < other.flexibility
        }
    }

    /// The size of each child for a proposal.
    private func distribute(_ proposal: ProposedSize) -> [CellSize] {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        let count = children.count
        guard let available = proposal.along(axis), available < ProposedSize.infinity else {
            // Ideal size (unspecified) or largest size (infinity): every child is asked the same.
            let childProposal = ProposedSize.make(axis, main: proposal.along(axis), cross: cross)
            return children.map { $0.size(for: childProposal) }
        }
        if count == 0 { return [] }  // an empty ForEach: nothing to size
        if count == 1 {
            return [children[0].size(for: ProposedSize.make(axis, main: max(0, available), cross: cross))]
        }
        // Each child's smallest length and flexibility (largest − smallest).
        let smallest = ProposedSize.make(axis, main: 0, cross: cross)
        let largest = ProposedSize.make(axis, main: ProposedSize.infinity, cross: cross)
        var demands: [Demand] = []
        demands.reserveCapacity(count)
        var reserved = 0
        for child in children {
            let low = child.size(for: smallest).along(axis)
            demands.append(Demand(minimum: low, flexibility: child.size(for: largest).along(axis) - low, priority: child.layoutPriority))
            reserved += low
        }
        // Higher priority first; then least flexible first; then in order. An insertion sort: stable, and a
        // stack's children are few (this runs for every size a stack is asked about).
        var order = Array(0..<count)
        for position in 1..<count {
            let child = order[position], demand = demands[child]
            var slot = position
            while slot > 0, demand.goesBefore(demands[order[slot - 1]]) {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = child
        }
        var sizes = [CellSize](repeating: .zero, count: count)
        var remaining = max(0, available - totalSpacing)
        var position = 0
        while position < count {
            // Children of one priority share what the later ones leave (their minimums).
            let priority = demands[order[position]].priority
            var groupEnd = position
            while groupEnd < count, demands[order[groupEnd]].priority == priority {
                reserved -= demands[order[groupEnd]].minimum
                groupEnd += 1
            }
            var budget = max(0, remaining - reserved)
            var left = groupEnd - position
            for index in order[position..<groupEnd] {
                let size = children[index].size(for: ProposedSize.make(axis, main: budget / left, cross: cross))
                sizes[index] = size
                let used = min(size.along(axis), ProposedSize.infinity)
                budget = max(0, budget - used)
                remaining = max(0, remaining - used)
                left -= 1
            }
            position = groupEnd
        }
        return sizes
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        var main = totalSpacing
        var cross = 0
        for size in distribute(proposal) {
            main = cappedSum(main, size.along(axis))
            cross = max(cross, size.across(axis))
        }
        return CellSize.make(axis, main: main, cross: cross)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let sizes = distribute(ProposedSize(width: rect.width, height: rect.height))
        var cursor = axis == .horizontal ? rect.x : rect.y
        for (child, size) in zip(children, sizes) {
            let frame: CellRect
            switch crossAlignment {
            case .vertical(let alignment):
                frame = CellRect(x: cursor, y: rect.y + offset(size.height, in: rect.height, alignment),
                                 width: size.width, height: size.height)
            case .horizontal(let alignment):
                frame = CellRect(x: rect.x + offset(size.width, in: rect.width, alignment), y: cursor,
                                 width: size.width, height: size.height)
            }
            child.place(in: frame, &context)
            cursor += size.along(axis) + spacing
        }
    }
}

/// `ZStack`: children on top of each other, aligned; as big as the biggest.
final class ZStackBox: LayoutBox {
    let alignment: Alignment
    let children: [LayoutBox]

    init(alignment: Alignment, children: [LayoutBox]) {
        self.alignment = alignment
        self.children = children
    }

    override var kindName: String { "zStack" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        var result = CellSize.zero
        for child in children {
            let size = child.size(for: proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        for child in children {
            child.place(in: rect.aligned(child.size(for: proposal), alignment), &context)
        }
    }
}
