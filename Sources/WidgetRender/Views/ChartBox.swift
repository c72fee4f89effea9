import Foundation

/// A Swift Charts `Chart`. Like SwiftUI's, it takes the whole size it is offered (ten columns by four rows
/// when offered nothing). Its marks are drawn in pixels of a column across and half a row down, as shapes are:
/// a bar fills its band from zero to its value, a line joins its series' points, an area fills under them, a
/// point is one pixel, a rule crosses the plot. A category (`.value("Day", "Mon")`) has a band of its own, in
/// the order first met; numbers and dates are placed along their range, which on the value axis includes zero
/// (Swift Charts' automatic scale) unless `.chartXScale(domain:)`/`.chartYScale(domain:)` gives it. A series
/// (`.foregroundStyle(by:)`) has Swift Charts' next colour, or the one `.chartForegroundStyleScale` gives.
/// Axes, grid lines, labels and legends are not drawn: a widget's few cells go to the marks.
final class ChartBox: LayoutBox {
    let chart: ChartView
    let environment: LayoutEnvironment

    init(_ chart: ChartView, environment: LayoutEnvironment) {
        self.chart = chart
        self.environment = environment
    }

    override var kindName: String { "chart" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: max(0, proposal.width ?? 10), height: max(0, proposal.height ?? 4))
    }

    /// Where values go along one axis, in pixels from 0 to `length`.
    struct Scale {
        var categories: [String] = []
        var low = 0.0, high = 1.0
        var length = 1

        var isBanded: Bool { !categories.isEmpty }
        var bandWidth: Double { Double(length) / Double(max(1, categories.count)) }

        /// Where a value is, from 0 to `length` (pixel `i` spans `i` to `i + 1`): a band's middle, or along the range.
        func position(_ plot: ChartMark.Plot) -> Double? {
            switch plot {
            case .category(let name):
                guard let index = categories.firstIndex(of: name) else { return nil }
                return (Double(index) + 0.5) * bandWidth
            case .number(let value):
                if isBanded {
                    guard let index = categories.firstIndex(of: ChartBox.categoryName(value)) else { return nil }
                    return (Double(index) + 0.5) * bandWidth
                }
                guard value.isFinite else { return nil }
                guard high > low else { return Double(length) / 2 }
                // (Values near Double's limits overflow the subtraction: such a one is not placed.)
                let position = (value - low) / (high - low) * Double(length)
                return position.isFinite ? position : nil
            }
        }

        /// The band a value has: its first and last pixel.
        func band(_ plot: ChartMark.Plot) -> (Int, Int)? {
            let index: Int?
            switch plot {
            case .category(let name): index = categories.firstIndex(of: name)
            case .number(let value): index = categories.firstIndex(of: ChartBox.categoryName(value))
            }
            guard let index else { return nil }
            var first = Int((Double(index) * bandWidth).rounded(.down)), last = Int((Double(index + 1) * bandWidth).rounded(.down)) - 1
            // A gap between bars, where a band has room for one.
            if last - first >= 2 { last -= 1 }
            if last < first { last = first }
            first = min(max(0, first), length - 1)
            return (first, min(max(first, last), length - 1))
        }
    }

    static func categoryName(_ value: Double) -> String { String(value) }

    /// The scale of one axis for these values: banded when one is a category (or when `banded`, numbers each a band
    /// of their own, as a bar chart over days has), else the values' range, with zero when `includesZero`.
    static func scale(_ plots: [ChartMark.Plot], length: Int, banded: Bool, includesZero: Bool, domain: ClosedRange<Double>?) -> Scale {
        var scale = Scale()
        scale.length = max(1, length)
        if banded || plots.contains(where: { $0.number == nil }) {
            var seen = Set<String>()
            let names: [String] = plots.contains(where: { $0.number == nil })
                ? plots.map { plot in if case .category(let name) = plot { return name } else { return categoryName(plot.number ?? 0) } }
                : plots.compactMap(\.number).sorted().map(categoryName)
            scale.categories = names.filter { seen.insert($0).inserted }
            return scale
        }
        let numbers = plots.compactMap(\.number).filter(\.isFinite)
        if let domain, domain.upperBound.isFinite, domain.lowerBound.isFinite {
            (scale.low, scale.high) = (domain.lowerBound, domain.upperBound)
        } else if let low = numbers.min(), let high = numbers.max() {
            (scale.low, scale.high) = includesZero ? (min(0, low), max(0, high)) : (low, high)
        }
        return scale
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let width = rect.width, height = rect.height * 2
        guard width > 0, height > 0, !chart.marks.isEmpty else { return }
        if chart.marks.contains(where: { $0.kind == .sector }) {
            put(pie(width: width, height: height), in: rect, &context)
            return
        }
        let marks = chart.marks
        // Bars along x (a value per band) unless their x is the number and y the category: bars across.
        let across = marks.contains { $0.kind == .bar && $0.x?.number != nil && $0.y.map { $0.number == nil } == true }
        let hasBars = marks.contains { $0.kind == .bar || $0.kind == .rectangle }
        let xs = marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }
        let ys = marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }
        let xScale = Self.scale(xs, length: width, banded: hasBars && !across, includesZero: across, domain: chart.xDomain)
        let yScale = Self.scale(ys, length: height, banded: hasBars && across, includesZero: !across, domain: chart.yDomain)
        // Numbers grow upwards; categories go down from the top, the first first.
        func row(_ plot: ChartMark.Plot) -> Double? { yScale.position(plot).map { yScale.isBanded ? $0 : Double(height) - $0 } }
        func column(_ plot: ChartMark.Plot) -> Double? { xScale.position(plot) }
        /// The pixel a position falls in (the far edge in the last one).
        func pixel(_ position: Double, _ length: Int) -> Int {
            position.isNaN ? 0 : Int(min(max(position, 0), Double(length) - 0.5).rounded(.down))
        }
        /// The pixels whose middles lie between two positions.
        func pixels(_ a: Double, _ b: Double, _ length: Int) -> ClosedRange<Int>? {
            // (A value far outside the scale's domain is far outside the plot: kept just outside it, as a number of pixels.)
            let low = min(max(min(a, b), -1), Double(length) + 1), high = min(max(max(a, b), -1), Double(length) + 1)
            let first = Int((low - 0.5).rounded(.up)), last = Int((high - 0.5).rounded(.down))
            let from = max(first, 0), to = min(last, length - 1)
            return from <= to ? from...to : nil
        }

        var painted: [PixelPoint: ColorStyle] = [:]
        func paint(_ x: Int, _ y: Int, _ color: ColorStyle) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            painted[PixelPoint(x: x, y: y)] = color
        }
        /// From one position to another, through the pixels between.
        func line(_ from: (Double, Double), _ to: (Double, Double), _ color: ColorStyle) {
            let steps = Int(min(Double(4 * (width + height)), max(abs(to.0 - from.0), abs(to.1 - from.1)) * 2).rounded(.up))
            for step in 0...max(1, steps) {
                let t = Double(step) / Double(max(1, steps))
                paint(pixel(from.0 + (to.0 - from.0) * t, width), pixel(from.1 + (to.1 - from.1) * t, height), color)
            }
        }
        var seriesOrder: [String] = []
        func color(of mark: ChartMark) -> ColorStyle { seriesColor(of: mark, order: &seriesOrder) }
        let zeroRow = row(.number(0)).map { min(max($0, 0), Double(height)) } ?? Double(height)
        let zeroColumn = column(.number(0)).map { min(max($0, 0), Double(width)) } ?? 0

        // Lines and areas join the points of a series (marks of one kind and series, in order).
        var joined: [String: (kind: ChartMark.Kind, color: ColorStyle, points: [(Double, Double)])] = [:]
        var joinedOrder: [String] = []
        for mark in marks {
            let shade = color(of: mark)
            switch mark.kind {
            case .bar, .rectangle:
                if across {
                    guard let y = mark.y, let (top, bottom) = yScale.band(y) else { continue }
                    let start = mark.xStart.flatMap(column) ?? (mark.kind == .bar ? zeroColumn : nil)
                    guard let end = (mark.xEnd ?? mark.x).flatMap(column), let span = pixels(start ?? end - 0.5, start == nil ? end + 0.5 : end, width)
                    else { continue }
                    for py in top...bottom { for px in span { paint(px, py, shade) } }
                } else {
                    guard let x = mark.x ?? mark.xStart, let (left, right) = xScale.band(x) else { continue }
                    let start = mark.yStart.flatMap(row) ?? (mark.kind == .bar ? zeroRow : nil)
                    guard let end = (mark.yEnd ?? mark.y).flatMap(row), let span = pixels(start ?? end - 0.5, start == nil ? end + 0.5 : end, height)
                    else { continue }
                    for px in left...right { for py in span { paint(px, py, shade) } }
                }
            case .line, .area:
                guard let x = mark.x.flatMap(column), let y = mark.y.flatMap(row) else { continue }
                let key = "\(mark.kind.rawValue) \(mark.series ?? "")"
                if joined[key] == nil { joinedOrder.append(key) }
                joined[key, default: (mark.kind, shade, [])].points.append((x, y))
            case .point:
                guard let x = mark.x.flatMap(column), let y = mark.y.flatMap(row) else { continue }
                paint(pixel(x, width), pixel(y, height), shade)
            case .rule:
                if let y = mark.y.flatMap(row) {
                    let from = mark.xStart.flatMap(column) ?? 0, to = mark.xEnd.flatMap(column) ?? Double(width)
                    line((from, y), (to, y), shade)
                } else if let x = mark.x.flatMap(column) {
                    let from = mark.yStart.flatMap(row) ?? Double(height), to = mark.yEnd.flatMap(row) ?? 0
                    line((x, from), (x, to), shade)
                }
            case .sector:
                // (A chart with sectors is a pie: `pie(width:height:)`.)
                continue
            }
        }
        for key in joinedOrder {
            guard let series = joined[key] else { continue }
            // Swift Charts joins a series' points in the order of x.
            let points = series.points.sorted { $0.0 < $1.0 }
            if series.kind == .area {
                // Each column between two points, filled from the line (at the column's middle) to zero.
                for (a, b) in zip(points, points.dropFirst()) {
                    guard let columns = pixels(a.0, b.0, width) else { continue }
                    for px in columns {
                        let middle = Double(px) + 0.5
                        let top = b.0 == a.0 ? a.1 : a.1 + (b.1 - a.1) * (middle - a.0) / (b.0 - a.0)
                        for py in pixels(top, zeroRow, height) ?? 1...0 { paint(px, py, series.color) }
                    }
                }
                if points.count == 1, let only = points.first { line((only.0, only.1), (only.0, zeroRow), series.color) }
            }
            // A line, and an area's edge.
            for (a, b) in zip(points, points.dropFirst()) { line(a, b, series.color) }
            if points.count == 1, let only = points.first { paint(pixel(only.0, width), pixel(only.1, height), series.color) }
        }
        put(painted, in: rect, &context)
    }

    /// A mark's colour: its own, else its series' (`.chartForegroundStyleScale`'s, or the palette's next, in the order
    /// the series are first met), else the foreground's.
    private func seriesColor(of mark: ChartMark, order: inout [String]) -> ColorStyle {
        if let color = mark.color { return color }
        guard let series = mark.series else { return environment.foreground ?? ChartView.palette[0] }
        if let given = chart.seriesColors[series] { return given }
        if !order.contains(series) { order.append(series) }
        let index = order.firstIndex(of: series) ?? 0
        if !chart.seriesRange.isEmpty { return chart.seriesRange[index % chart.seriesRange.count] }
        return ChartView.palette[index % ChartView.palette.count]
    }

    /// A chart of `SectorMark`s: a pie (a donut with an inner radius) in the middle of the plot, each sector the share
    /// of the circle its value is of all the sectors', clockwise from 12 o'clock in the order written, in its series'
    /// colour. A pixel is 8 points square (a column across, half a row down).
    private func pie(width: Int, height: Int) -> [PixelPoint: ColorStyle] {
        let sectors = chart.marks.filter { $0.kind == .sector && ($0.angle ?? 0) > 0 && ($0.angle ?? 0).isFinite }
        let total = sectors.reduce(0) { $0 + ($1.angle ?? 0) }
        var painted: [PixelPoint: ColorStyle] = [:]
        guard total > 0, total.isFinite else { return painted }
        var seriesOrder: [String] = []
        func color(of mark: ChartMark) -> ColorStyle { seriesColor(of: mark, order: &seriesOrder) }
        // Each sector's end, as a share of the turn, and its colour and radii.
        var end = 0.0
        let shares = sectors.map { mark -> (end: Double, color: ColorStyle, mark: ChartMark) in
            end += (mark.angle ?? 0) / total
            return (end, color(of: mark), mark)
        }
        let radius = Double(min(width, height)) / 2
        let pointsPerPixel = 8.0
        func pixels(_ given: ChartMark.Radius?, whole: Double) -> Double {
            switch given {
            case .ratio(let share)?: return radius * min(max(share, 0), 1)
            case .inset(let points)?: return max(0, radius - points / pointsPerPixel)
            case .fixed(let points)?: return min(radius, max(0, points / pointsPerPixel))
            case nil: return whole
            }
        }
        let centreX = Double(width) / 2, centreY = Double(height) / 2
        for py in 0..<height {
            for px in 0..<width {
                let dx = Double(px) + 0.5 - centreX, dy = Double(py) + 0.5 - centreY
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance <= radius else { continue }
                // Clockwise from 12 o'clock, as a share of the turn.
                var turn = atan2(dx, -dy) / (2 * Double.pi)
                if turn < 0 { turn += 1 }
                guard let sector = shares.first(where: { turn < $0.end }) ?? shares.last else { continue }
                let inner = pixels(sector.mark.innerRadius, whole: 0), outer = pixels(sector.mark.outerRadius, whole: radius)
                if distance < inner || distance > outer { continue }
                painted[PixelPoint(x: px, y: py)] = sector.color
            }
        }
        return painted
    }

    /// Each cell with its two pixels: `█` when both are painted in one colour, `▀` over `▄` in two, a half alone.
    private func put(_ painted: [PixelPoint: ColorStyle], in rect: CellRect, _ context: inout DrawContext) {
        let visible = rect.intersection(context.clip)
        guard visible.width > 0, visible.height > 0 else { return }
        func style(_ color: ColorStyle) -> CellStyle {
            var colored = environment
            colored.foreground = color
            return colored.cellStyle
        }
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let top = painted[PixelPoint(x: x - rect.x, y: (y - rect.y) * 2)]
                let bottom = painted[PixelPoint(x: x - rect.x, y: (y - rect.y) * 2 + 1)]
                var cell: CellStyle
                let glyph: Unicode.Scalar
                switch (top, bottom) {
                case (nil, nil): continue
                case (let top?, let bottom?) where top == bottom:
                    cell = style(top)
                    glyph = "█"
                case (let top?, let bottom?):
                    cell = style(top)
                    cell.background = bottom.backgroundColor
                    glyph = "▀"
                case (let top?, nil):
                    cell = style(top)
                    glyph = "▀"
                case (nil, let bottom?):
                    cell = style(bottom)
                    glyph = "▄"
                }
                if context.link != 0 { cell.link = context.link }
                context.canvas.put(content: glyph.value, cellWidth: 1, x: x, y: y, style: cell, clip: context.clip)
            }
        }
    }
}
