import Testing
@testable import WidgetRender

/// Swift Charts' marks in half-row pixels: bars in bands from zero, lines joining a series, areas under them,
/// rules across, categories in the order met, and series coloured in Swift Charts' order.
@Suite struct ChartRenderTests {
    static func lines(_ chart: ChartView, _ width: Int, _ height: Int, _ mode: ColorMode = .none) -> [String] {
        let result = WidgetRenderer.render(ViewNode(.chart(chart)), width: width, height: height, options: RenderOptions(colorMode: mode))
        return (0..<height).map { result.canvas.line($0) }
    }

    static func mark(_ kind: ChartMark.Kind, x: ChartMark.Plot? = nil, y: ChartMark.Plot? = nil, series: String? = nil) -> ChartMark {
        var mark = ChartMark(kind: kind)
        mark.x = x
        mark.y = y
        mark.series = series
        return mark
    }

    @Test func barsRiseFromZeroInTheirBands() {
        let bars = ["Mon": 1.0, "Tue": 4, "Wed": 2].sorted { $0.key < $1.key }.map { Self.mark(.bar, x: .category($0.key), y: .number($0.value)) }
        // Categories in the order met: Mon, Tue, Wed; each band three columns, a gap of one.
        #expect(Self.lines(ChartView(marks: bars), 9, 2) == ["   ██    ", "▄▄ ██ ██ "])
    }

    @Test func horizontalBarsWhenTheCategoryIsOnY() {
        let bars = [Self.mark(.bar, x: .number(4), y: .category("a")), Self.mark(.bar, x: .number(2), y: .category("b"))]
        #expect(Self.lines(ChartView(marks: bars), 4, 2) == ["████", "██  "])
    }

    @Test func aLineJoinsItsPointsAndAnAreaFillsUnderThem() {
        let points: [(Double, Double)] = [(0, 0), (1, 3), (2, 0)]
        let line = ChartView(marks: points.map { Self.mark(.line, x: .number($0.0), y: .number($0.1)) })
        let drawn = Self.lines(line, 5, 2)
        #expect(drawn[0].contains("▀") || drawn[0].contains("█"), "\(drawn)")
        #expect(drawn[1].hasPrefix("▄") || drawn[1].hasPrefix("█"), "the line starts at the bottom left: \(drawn)")
        let area = ChartView(marks: points.map { Self.mark(.area, x: .number($0.0), y: .number($0.1)) })
        let filled = Self.lines(area, 5, 2)
        #expect(Array(filled[1])[2] == "█" && filled[1].filter { $0 == "█" }.count > drawn[1].filter { $0 == "█" }.count, "\(filled)")
    }

    @Test func aRuleCrossesThePlotAtItsValue() {
        var chart = ChartView(marks: [Self.mark(.rule, y: .number(5))])
        chart.yDomain = 0...10
        #expect(Self.lines(chart, 4, 3) == ["    ", "▄▄▄▄", "    "])
    }

    @Test func seriesTakeSwiftChartsColoursOrTheScalesOwn() {
        let marks = [Self.mark(.bar, x: .category("a"), y: .number(1), series: "Cases"), Self.mark(.bar, x: .category("b"), y: .number(1), series: "Deaths")]
        let text = Self.lines(ChartView(marks: marks), 6, 1, .ansi16).joined()
        #expect(text == "██ ██ ", "\(text)")
        let blue = WidgetRenderer.render(ViewNode(.chart(ChartView(marks: marks))), width: 6, height: 1, options: RenderOptions(colorMode: .ansi16))
        #expect(blue.canvas[0, 0].style.foreground == .named(.blue) && blue.canvas[3, 0].style.foreground == .named(.green))
        var scaled = ChartView(marks: marks)
        scaled.seriesColors = ["Deaths": .named(.red)]
        let red = WidgetRenderer.render(ViewNode(.chart(scaled)), width: 6, height: 1, options: RenderOptions(colorMode: .ansi16))
        #expect(red.canvas[3, 0].style.foreground == .named(.red))
    }

    /// A widget's data may be anything: a value far beyond the scale's domain fills the plot and no more.
    @Test func aValueFarOutsideTheDomainIsClipped() {
        var chart = ChartView(marks: [Self.mark(.bar, x: .category("a"), y: .number(1e300)), Self.mark(.bar, x: .category("b"), y: .number(-1e300)),
                                      Self.mark(.area, x: .number(1e300), y: .number(-1e300)), Self.mark(.area, x: .number(-1e300), y: .number(1e300))])
        chart.yDomain = 0...10
        #expect(Self.lines(chart, 6, 2).count == 2)
        let extremes = [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]
        let spread = ChartView(marks: extremes.map { Self.mark(.line, x: .number($0), y: .number($0)) } + extremes.map { Self.mark(.point, x: .number($0), y: .number(1)) })
        #expect(Self.lines(spread, 6, 2).count == 2)
    }

    @Test func anEmptyChartOrSizeDrawsNothing() {
        #expect(Self.lines(ChartView(marks: []), 3, 1) == ["   "])
        #expect(Self.lines(ChartView(marks: [Self.mark(.point, x: .number(.nan), y: .number(.infinity))]), 3, 1).count == 1)
    }
}
