/// What changed between two frames, so the live host redraws only that.
public struct CanvasDiff: Sendable, Hashable {
    /// One changed stretch of a row: cells `columns` of row `row`.
    public struct Change: Sendable, Hashable {
        public var row: Int
        public var columns: Range<Int>
    }

    public var changes: [Change]
    /// True when the sizes differ: everything must be redrawn.
    public var needsFullRedraw: Bool

    public var changedRows: [Int] { changes.map(\.row) }
    public var isEmpty: Bool { changes.isEmpty && !needsFullRedraw }

    /// Per row, the smallest stretch of cells that covers every change
    /// (widened to whole wide characters).
    public init(from old: Canvas, to new: Canvas) {
        guard old.width == new.width, old.height == new.height else {
            needsFullRedraw = true
            changes = (0..<new.height).map { Change(row: $0, columns: 0..<new.width) }
            return
        }
        needsFullRedraw = false
        var changes: [Change] = []
        for y in 0..<new.height {
            var first = -1, last = -1
            for x in 0..<new.width where old[x, y] != new[x, y] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            if new[first, y].width == 0 || old[first, y].width == 0 { first = max(0, first - 1) }
            if new[last, y].width == 2 || old[last, y].width == 2 { last = min(new.width - 1, last + 1) }
            changes.append(Change(row: y, columns: first..<(last + 1)))
        }
        self.changes = changes
    }

    /// Escape codes that turn the old frame, drawn with its top-left corner
    /// at terminal row `originRow` and column `originColumn` (1-based), into the new one.
    public func terminalUpdate(_ canvas: Canvas, mode: ColorMode, originRow: Int = 1, originColumn: Int = 1) -> String {
        var bytes: [UInt8] = []
        for change in changes {
            bytes.append(contentsOf: "\u{1B}[\(originRow + change.row);\(originColumn + change.columns.lowerBound)H".utf8)
            TextOutput.writeRow(canvas, y: change.row, from: change.columns.lowerBound,
                                to: change.columns.upperBound, mode: mode, into: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
