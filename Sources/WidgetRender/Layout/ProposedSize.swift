/// A size in cells.
public struct CellSize: Sendable, Hashable, Codable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = CellSize(width: 0, height: 0)
}

/// What a parent offers a child, in cells. `nil` on an axis is SwiftUI's
/// "unspecified" proposal: the child answers with its ideal size.
/// `ProposedSize.infinity` asks for the child's largest size.
public struct ProposedSize: Sendable, Hashable {
    public var width: Int?
    public var height: Int?

    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CellSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Large enough to stand for `.infinity`, small enough never to overflow when added up.
    public static let infinity = 1 << 28
    public static let unspecified = ProposedSize(width: nil, height: nil)

    func along(_ axis: Axis) -> Int? { axis == .horizontal ? width : height }

    static func make(_ axis: Axis, main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension CellSize {
    func along(_ axis: Axis) -> Int { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Int { axis == .horizontal ? height : width }

    static func make(_ axis: Axis, main: Int, cross: Int) -> CellSize {
        axis == .horizontal ? CellSize(width: main, height: cross) : CellSize(width: cross, height: main)
    }
}

/// Adds lengths that may stand for infinity without overflowing.
func cappedSum(_ a: Int, _ b: Int) -> Int {
    min(ProposedSize.infinity, a + b)
}

/// Points to cells: 8 pt is a column, 16 pt a row, rounded to the nearest
/// cell with halves rounded down (so SwiftUI's default 8 pt spacing is one
/// column but no blank row). Infinity stays infinity.
public enum PointScale {
    public static let pointsPerColumn = 8.0
    public static let pointsPerRow = 16.0

    public static func columns(_ points: Double) -> Int { cells(points / pointsPerColumn) }
    public static func rows(_ points: Double) -> Int { cells(points / pointsPerRow) }

    public static func cells(_ points: Double, axis: Axis) -> Int {
        axis == .horizontal ? columns(points) : rows(points)
    }

    static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? ProposedSize.infinity : 0 }
        guard value > 0 else { return 0 }
        guard value < Double(ProposedSize.infinity) else { return ProposedSize.infinity }
        let whole = Int(value)  // truncates; no libm needed
        return value - Double(whole) > 0.5 ? whole + 1 : whole
    }
}
