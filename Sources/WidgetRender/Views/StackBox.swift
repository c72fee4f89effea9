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

    /// Sizes each child for a proposal into `sizes` (one per child).
    private func distribute(_ proposal: ProposedSize, into sizes: UnsafeMutableBufferPointer<CellSize>) {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        let count = children.count
        guard let available = proposal.along(axis), available < ProposedSize.infinity else {
            // Ideal size (unspecified) or largest size (infinity): every child is asked the same.
            let childProposal = ProposedSize.make(axis, main: proposal.along(axis), cross: cross)
            for index in 0..<count { sizes[index] = children[index].size(for: childProposal) }
            return
        }
        if count == 0 { return }  // an empty ForEach: nothing to size
        if count == 1 {
            sizes[0] = children[0].size(for: ProposedSize.make(axis, main: max(0, available), cross: cross))
            return
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count * 4) { scratch in
            guard let minimums = scratch.baseAddress else { return }
            let flexibility = minimums + count
            let priorities = flexibility + count, order = priorities + count
            for index in 0..<count {
                let child = children[index]
                let low = child.size(for: ProposedSize.make(axis, main: 0, cross: cross)).along(axis)
                let high = child.size(for: ProposedSize.make(axis, main: ProposedSize.infinity, cross: cross)).along(axis)
                minimums[index] = low
                flexibility[index] = high - low
                priorities[index] = child.layoutPriority
                order[index] = index
            }
            // Higher priority first; then least flexible first; then in order
            // (an insertion sort: stacks are small).
            for i in 1..<count {
                let item = order[i]
                var j = i - 1
                while j >= 0 {
                    let other = order[j]
                    let before = priorities[item] > priorities[other]
                        || (priorities[item] == priorities[other] && flexibility[item] < flexibility[other])
                    guard before else { break }
                    order[j + 1] = other
                    j -= 1
                }
                order[j + 1] = item
            }
            var remaining = max(0, available - totalSpacing)
            var position = 0
            while position < count {
                let priority = priorities[order[position]]
                var groupEnd = position
                while groupEnd < count, priorities[order[groupEnd]] == priority { groupEnd += 1 }
                var reserved = 0
                for later in groupEnd..<count { reserved += minimums[order[later]] }
                var budget = max(0, remaining - reserved)
                var left = groupEnd - position
                for slot in position..<groupEnd {
                    let index = order[slot]
                    let size = children[index].size(for: ProposedSize.make(axis, main: budget / left, cross: cross))
                    sizes[index] = size
                    let used = min(size.along(axis), ProposedSize.infinity)
                    budget = max(0, budget - used)
                    remaining = max(0, remaining - used)
                    left -= 1
                }
                position = groupEnd
            }
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        withUnsafeTemporaryAllocation(of: CellSize.self, capacity: max(1, children.count)) { sizes in
            distribute(proposal, into: sizes)
            var main = totalSpacing
            var cross = 0
            for index in 0..<children.count {
                main = cappedSum(main, sizes[index].along(axis))
                cross = max(cross, sizes[index].across(axis))
            }
            return CellSize.make(axis, main: main, cross: cross)
        }
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        withUnsafeTemporaryAllocation(of: CellSize.self, capacity: max(1, children.count)) { sizes in
            distribute(ProposedSize(width: rect.width, height: rect.height), into: sizes)
            place(sizes, in: rect, &context)
        }
    }

    private func place(_ sizes: UnsafeMutableBufferPointer<CellSize>, in rect: CellRect, _ context: inout DrawContext) {
        var cursor = axis == .horizontal ? rect.x : rect.y
        for index in 0..<children.count {
            let child = children[index], size = sizes[index]
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
