/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: the grid items make tracks
/// (columns of a `LazyVGrid`, rows of a `LazyHGrid`) across the size offered,
/// and the views fill them in order, a line of tracks at a time.
///
/// As SwiftUI sizes them: `.fixed` tracks take their length; the flexible and
/// adaptive items share what is left equally, a flexible one clamped to its
/// minimum and maximum, an adaptive one split into as many tracks of at least
/// its minimum as fit. Offered no size, a flexible or adaptive track is as
/// long as the longest view (within its minimum and maximum).
final class LazyGridBox: LayoutBox {
    /// `.horizontal`: tracks are columns (LazyVGrid); `.vertical`: rows (LazyHGrid).
    let trackAxis: Axis
    let items: [GridItem]
    let alignment: Alignment
    /// Cells between lines of tracks (the grid's `spacing:`).
    let lineSpacing: Int
    let children: [LayoutBox]

    struct Track {
        var length: Int
        var spacing: Int
        var alignment: Alignment
    }

    init(trackAxis: Axis, items: [GridItem], alignment: Alignment, lineSpacing: Int, children: [LayoutBox]) {
        self.trackAxis = trackAxis
        self.items = items
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.children = children
    }

    override var kindName: String { trackAxis == .horizontal ? "lazyVGrid" : "lazyHGrid" }

    private var lineAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    private func cells(_ points: Double) -> Int { PointScale.cells(points, axis: trackAxis) }

    private func tracks(_ available: Int?) -> [Track] {
        var ideal = 0
        for child in children { ideal = max(ideal, child.size(for: .unspecified).along(trackAxis)) }
        var fixedTotal = 0, spacingTotal = 0, shared = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size { fixedTotal += cells(length) } else { shared += 1 }
            if index < items.count - 1 { spacingTotal += cells(item.spacing ?? 8) }
        }
        let remaining = available.map { max(0, min($0, ProposedSize.infinity) - fixedTotal - spacingTotal) }
        var tracks: [Track] = []
        var sharedIndex = 0
        for item in items {
            let spacing = cells(item.spacing ?? 8), alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: cells(length), spacing: spacing, alignment: alignment))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                let low = cells(minimum), high = max(low, cells(maximum))
                var share = min(max(ideal, low), high)
                if let remaining, remaining < ProposedSize.infinity, shared > 0 {
                    share = remaining / shared + (sharedIndex < remaining % shared ? 1 : 0)
                }
                sharedIndex += 1
                guard case .adaptive = item.size, remaining != nil else {
                    tracks.append(Track(length: min(max(share, low), high), spacing: spacing, alignment: alignment))
                    continue
                }
                let count = max(1, min(64, (share + spacing) / max(1, low + spacing)))
                let length = min(high, max(0, (share - (count - 1) * spacing) / count))
                for _ in 0..<count { tracks.append(Track(length: length, spacing: spacing, alignment: alignment)) }
            }
        }
        return tracks
    }

    private func extent(_ tracks: [Track]) -> Int {
        var total = 0
        for (index, track) in tracks.enumerated() { total += track.length + (index < tracks.count - 1 ? track.spacing : 0) }
        return total
    }

    /// The thickness of each line of tracks.
    private func lines(_ tracks: [Track]) -> [Int] {
        guard !tracks.isEmpty else { return [] }
        var lines: [Int] = []
        var start = 0
        while start < children.count {
            var thickness = 0
            for (offset, track) in tracks.enumerated() where start + offset < children.count {
                let proposal = ProposedSize.make(trackAxis, main: track.length, cross: nil)
                thickness = max(thickness, children[start + offset].size(for: proposal).along(lineAxis))
            }
            lines.append(thickness)
            start += tracks.count
        }
        return lines
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let tracks = tracks(proposal.along(trackAxis))
        let lines = lines(tracks)
        let length = lines.reduce(0, +) + lineSpacing * max(0, lines.count - 1)
        return CellSize.make(trackAxis, main: extent(tracks), cross: length)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let tracks = tracks(trackAxis == .horizontal ? rect.width : rect.height)
        let lines = lines(tracks)
        let length = lines.reduce(0, +) + lineSpacing * max(0, lines.count - 1)
        let block = rect.aligned(CellSize.make(trackAxis, main: extent(tracks), cross: length), alignment)
        var lineStart = trackAxis == .horizontal ? block.y : block.x
        var index = 0
        for thickness in lines {
            var trackStart = trackAxis == .horizontal ? block.x : block.y
            for track in tracks where index < children.count {
                let slot = trackAxis == .horizontal
                    ? CellRect(x: trackStart, y: lineStart, width: track.length, height: thickness)
                    : CellRect(x: lineStart, y: trackStart, width: thickness, height: track.length)
                let child = children[index]
                child.place(in: slot.aligned(child.size(for: ProposedSize(width: slot.width, height: slot.height)), track.alignment), &context)
                trackStart += track.length + track.spacing
                index += 1
            }
            lineStart += thickness + lineSpacing
        }
    }
}
