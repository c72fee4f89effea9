/// A Swift Charts `Chart` and its marks, their values already read: what `ChartBox` draws.
public struct ChartView: Sendable, Hashable {
    public var marks: [ChartMark]
    /// `.chartXScale(domain:)`, `.chartYScale(domain:)`: the values at the plot's edges (else the data's, with zero).
    public var xDomain: ClosedRange<Double>?
    public var yDomain: ClosedRange<Double>?
    /// `.chartForegroundStyleScale(["Cases": .red, …])` or `(range: [.red, .blue])`: the colours of the series.
    public var seriesColors: [String: ColorStyle] = [:]
    public var seriesRange: [ColorStyle] = []

    public init(marks: [ChartMark]) { self.marks = marks }

    /// Swift Charts' colours for series named by `.foregroundStyle(by:)`, in the order they first appear.
    public static let palette: [ColorStyle] = [.named(.blue), .named(.green), .named(.orange), .named(.purple), .named(.red),
                                               .named(.cyan), .named(.yellow), .named(.brown), .named(.pink), .named(.indigo)]
}

/// One mark: `BarMark(x: .value("Day", day), y: .value("Steps", steps))`.
public struct ChartMark: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case bar, line, area, point, rule, rectangle, sector }
    /// A sector's radius (`innerRadius: .ratio(0.6)`, `outerRadius: .inset(8)`): a share of the pie's radius, or
    /// points in from it, or points.
    public enum Radius: Sendable, Hashable {
        case ratio(Double)
        case inset(Double)
        case fixed(Double)
    }
    /// A plotted value: a number (a date is its seconds since 1970) or a category.
    public enum Plot: Sendable, Hashable {
        case number(Double)
        case category(String)

        public var number: Double? { if case .number(let value) = self { return value } else { return nil } }
    }

    public var kind: Kind
    public var x: Plot?
    public var y: Plot?
    /// `xStart:xEnd:`, `yStart:yEnd:` (a range bar, a band of area, a rule's span).
    public var xStart: Plot?
    public var xEnd: Plot?
    public var yStart: Plot?
    public var yEnd: Plot?
    /// `.foregroundStyle(by: .value("Type", "Cases"))`: the series the mark belongs to.
    public var series: String?
    /// `.foregroundStyle(.red)` on the mark.
    public var color: ColorStyle?
    /// A `SectorMark`'s value (`angle:`), the share of the circle it takes among the chart's sectors, and its radii.
    public var angle: Double?
    public var innerRadius: Radius?
    public var outerRadius: Radius?

    public init(kind: Kind) { self.kind = kind }
}
