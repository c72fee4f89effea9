import Foundation
import WidgetLanguage
import WidgetRender

/// Swift Charts, as widgets use it: `Chart { … }` and `Chart(data) { item in … }` with bar, line, area, point,
/// rule, rectangle and sector (pie) marks of `.value(_:_:)`s, series by `.foregroundStyle(by:)`, and the chart's scales
/// (`.chartXScale(domain:)`, `.chartYScale(domain:)`, `.chartForegroundStyleScale`). A mark is a view node the
/// chart around it gathers (so `ForEach`, `if` and `for` build them as they build views); `ChartBox` draws them.
/// Axes, grid lines, labels and legends are accepted and not drawn: a widget's few cells go to the marks.
enum SwiftCharts {
    static let markKinds: [(String, ChartMark.Kind)] = [
        ("BarMark", .bar), ("LineMark", .line), ("AreaMark", .area), ("PointMark", .point), ("RuleMark", .rule), ("RectangleMark", .rectangle),
    ]

    /// The names of the marks and the chart, which Widgetry provides of the Charts module.
    static var providedNames: [String] { ["Chart", "SectorMark", "MarkDimension"] + markKinds.map(\.0) }

    static func register(in registry: inout BuiltinRegistry) {
        let plottable = SemanticType.named("PlottableValue")
        let value = BuiltinType("PlottableValue", instance: plottable, checksImplicitMembers: true) { _ in
            .member(name: "value", arguments: [.string("Value"), .int(0)])
        }
        value.sampleSource = "PlottableValue.value(\"Steps\", 42)"
        value.add(.init("value", .staticMethod, ["_:String _:Any", "_:String _:Any unit:Any"], result: plottable,
                        note: "a number or date is placed along its range, anything else is a category") { _, _, args, _ in
            .member(name: "value", arguments: args.map(\.value))
        })
        registry.register(type: value)
        registry.register(type: FoundationDates.enumeration("Visibility", ["automatic", "visible", "hidden"]))
        registry.register(type: FoundationDates.enumeration("InterpolationMethod", ["linear", "catmullRom", "cardinal", "monotone",
                                                                                    "stepStart", "stepCenter", "stepEnd"]))

        registry.register(view: BuiltinCallable("Chart", ["{}!", "_:[Any] id? {}!"], result: .view,
                                                note: "its marks in the size it is offered; axes, grid lines and legends are not drawn") { i, args, r in
            var nodes: [ViewNode] = []
            if let data = args.value(nil), case .closure(let body)? = args.value("{}") ?? args.value("content") {
                for element in try i.elements(of: data, at: r) { nodes += try i.within(.view) { try i.callViewClosure(body, [element], at: r) } }
            } else {
                nodes = try i.closureViews(i.contentClosure(args), at: r)
            }
            return .view(ViewNode(.chart(ChartView(marks: marks(in: nodes)))))
        }.checked(StandardViews.checkForEach))
        for (name, kind) in markKinds {
            // (A start or end is a `PlottableValue`, or a length in points from the plot's edge: `RuleMark(x: .value(…), yStart: 8)`,
            // which is drawn as if it were not given, the rule across the plot.)
            registry.register(view: BuiltinCallable(name, ["x?:PlottableValue xStart? xEnd? y?:PlottableValue yStart? yEnd? width? height? stacking?"],
                                                    result: .view, note: "a mark of the Chart around it; a start or end in points is drawn at the plot's edge") { i, args, r in
                var mark = ChartMark(kind: kind)
                mark.x = try plot(i, args.value("x"), at: r)
                mark.xStart = try plot(i, plottedOnly(args.value("xStart")), at: r)
                mark.xEnd = try plot(i, plottedOnly(args.value("xEnd")), at: r)
                mark.y = try plot(i, args.value("y"), at: r)
                mark.yStart = try plot(i, plottedOnly(args.value("yStart")), at: r)
                mark.yEnd = try plot(i, plottedOnly(args.value("yEnd")), at: r)
                return .view(ViewNode(.chartMark(mark)))
            })
        }
        // `SectorMark(angle: .value("Count", n), innerRadius: .ratio(0.6))`: a share of a pie or donut.
        registry.register(view: BuiltinCallable("SectorMark", ["angle:PlottableValue innerRadius? outerRadius? angularInset?"], result: .view,
                                                note: "a share of the pie its value is of all the chart's sectors; the angular inset is not drawn") { i, args, r in
            var mark = ChartMark(kind: .sector)
            mark.angle = try plot(i, args.value("angle"), at: r)?.number
            mark.innerRadius = try radius(i, args.value("innerRadius"), at: r)
            mark.outerRadius = try radius(i, args.value("outerRadius"), at: r)
            return .view(ViewNode(.chartMark(mark)))
        })
        let dimension = BuiltinType("MarkDimension", instance: .named("MarkDimension")) { _ in .member(name: "ratio", arguments: [.double(0.5)]) }
        dimension.sampleSource = "MarkDimension.ratio(0.5)"
        for (name, note) in [("ratio", "a share of the pie's radius"), ("inset", "points in from the pie's radius"), ("fixed", "points")] {
            dimension.add(.init(name, .staticMethod, ["_:Double"], result: .named("MarkDimension"), note: note) { i, _, args, r in
                .member(name: name, arguments: [.double(try i.number(args.first?.value, "MarkDimension.\(name)", r))])
            })
        }
        dimension.add(.init("automatic", .staticProperty, result: .named("MarkDimension"), note: "the mark's own size") { _, _, _, _ in
            .member(name: "automatic", arguments: [])
        })
        registry.register(type: dimension)
        // What a chart's axes hold: accepted where `.chartXAxis { AxisMarks(…) { … } }` builds them, never drawn.
        for (name, forms) in [("AxisMarks", ["preset? position? values? stroke? {}", "format preset? position? values? stroke?"]), ("AxisGridLine", ["centered? stroke?"]),
                              ("AxisTick", ["centered? length? stroke?"]),
                              ("AxisValueLabel", ["_? format? centered? anchor? multiLabelAlignment? collisionResolution? offsetsMarks? orientation? "
                                                  + "horizontalSpacing? verticalSpacing? {}"])] {
            registry.register(view: BuiltinCallable(name, forms, result: .view, note: "a chart's axes are not drawn") { _, _, _ in
                .view(ViewNode(.empty))
            })
        }

        let unchanged: [(String, [String], String)] = [
            ("chartXAxis", ["_:Visibility", "{}!"], "a chart's axes are not drawn"),
            ("chartYAxis", ["_:Visibility", "{}!"], "a chart's axes are not drawn"),
            ("chartLegend", ["_:Visibility", "position? alignment? spacing? {}"], "a chart's legend is not drawn"),
            ("chartXAxisLabel", ["_ position? alignment? spacing?"], "a chart's axes are not drawn"),
            ("chartYAxisLabel", ["_ position? alignment? spacing?"], "a chart's axes are not drawn"),
            ("chartPlotStyle", ["{}!"], "the plot is drawn in the chart's frame as it is"),
            ("chartBackground", ["{}!"], "the plot is drawn in the chart's frame as it is"),
            ("chartOverlay", ["{}!"], "the plot is drawn in the chart's frame as it is"),
            ("interpolationMethod", ["_:InterpolationMethod"], "a line joins its points straight"),
            ("symbol", ["_", "by:PlottableValue", "{}!"], "a point is one pixel"),
            ("symbolSize", ["_"], "a point is one pixel"),
            ("lineStyle", ["_"], "a line is one pixel wide"),
            ("annotation", ["position? alignment? spacing? overflowResolution? {}!"], "a mark's annotation is not drawn"),
        ]
        StillFrameModifiers.registerUnchanged(unchanged, in: &registry)
        registry.register(modifier: BuiltinModifier("chartXScale", ["domain:Any range?:Any type?:Any", "range:Any type?:Any", "type:Any"],
                                                    note: "the values at the plot's left and right edges") { i, args, node, r in
            try chart(node) { $0.xDomain = try domain(i, args.value("domain"), at: r) ?? $0.xDomain }
        })
        registry.register(modifier: BuiltinModifier("chartYScale", ["domain:Any range?:Any type?:Any", "range:Any type?:Any", "type:Any"],
                                                    note: "the values at the plot's bottom and top edges") { i, args, node, r in
            try chart(node) { $0.yDomain = try domain(i, args.value("domain"), at: r) ?? $0.yDomain }
        })
        registry.register(modifier: BuiltinModifier("chartForegroundStyleScale", ["_:Any", "range:Any", "domain:Any range:Any"],
                                                    note: "the colours of the series .foregroundStyle(by:) names") { i, args, node, r in
            try chart(node) { try seriesColors(i, args, into: &$0, at: r) }
        })
    }

    /// `.foregroundStyle(by: .value("Type", "Cases"))` on a mark: the series it belongs to.
    static func series(_ i: Interpreter, _ value: Value?, on node: ViewNode, at range: SourceRange) throws -> ViewNode {
        guard case .chartMark(var mark) = node.kind, let plotted = try plot(i, value, at: range) else { return node }
        switch plotted {
        case .category(let name): mark.series = name
        case .number(let number): mark.series = number.formatted()
        }
        var result = node
        result.kind = .chartMark(mark)
        return result
    }

    /// The marks of a chart's content, wherever stacks, groups and `ForEach` put them; `.foregroundStyle(_:)` on
    /// a mark is its colour.
    static func marks(in nodes: [ViewNode]) -> [ChartMark] {
        var result: [ChartMark] = []
        for node in nodes {
            guard case .chartMark(var mark) = node.kind else {
                var children: [ViewNode] = []
                node.visitChildren { children.append($0) }
                result += marks(in: children)
                continue
            }
            for case .foregroundStyle(let style) in node.modifiers { mark.color = style }
            result.append(mark)
        }
        return result
    }

    /// A sector's radius: `.ratio(0.6)`, `.inset(8)`, `.fixed(40)` or a number of points; nil for `.automatic` or none.
    static func radius(_ i: Interpreter, _ value: Value?, at range: SourceRange) throws -> ChartMark.Radius? {
        switch value {
        case .member("ratio", let parts)?: return .ratio(try i.number(parts.first, "MarkDimension.ratio", range))
        case .member("inset", let parts)?: return .inset(try i.number(parts.first, "MarkDimension.inset", range))
        case .member("fixed", let parts)?: return .fixed(try i.number(parts.first, "MarkDimension.fixed", range))
        case let number? where number.number != nil: return .fixed(number.number ?? 0)
        default: return nil
        }
    }

    /// `.value("Day", date)`: a number (a date by its seconds since 1970), or a category by its text.
    /// A start or end given as a `PlottableValue` (`.value("Low", 3)`); nil for one given in points.
    static func plottedOnly(_ value: Value?) -> Value? {
        guard let value else { return nil }
        if case .member("value", _) = value { return value }
        return value.number == nil ? value : nil
    }

    static func plot(_ i: Interpreter, _ value: Value?, at range: SourceRange) throws -> ChartMark.Plot? {
        guard let value, !value.isNull else { return nil }
        var plotted = value
        if case .member("value", let arguments) = value, arguments.count >= 2 { plotted = arguments[1] }
        switch plotted {
        case .int(let number): return .number(Double(number))
        case .double(let number): return .number(number)
        case .date(let date): return .number(date.timeIntervalSince1970)
        default: return .category(try i.describeCharged(plotted, at: range))
        }
    }

    /// The chart a modifier applies to, changed; any other view as it is.
    static func chart(_ node: ViewNode, _ change: (inout ChartView) throws -> Void) throws -> ViewNode {
        guard case .chart(var chart) = node.kind else { return node }
        try change(&chart)
        var result = node
        result.kind = .chart(chart)
        return result
    }

    /// `domain: 0...100`, `domain: [0, 100]`, `domain: startDate...endDate`: the values at the plot's edges.
    static func domain(_ i: Interpreter, _ value: Value?, at range: SourceRange) throws -> ClosedRange<Double>? {
        guard let value else { return nil }
        var ends: [Value] = []
        if let (low, high, _) = SwiftComparableRanges.bounds(value) {
            ends = [low, high]
        } else if case .array(let items) = value, let first = items.first, let last = items.last {
            ends = [first, last]
        } else if case .object(let object) = value, let low = object["lowerBound"], let high = object["upperBound"] {
            ends = [low, high]
        }
        let numbers = try ends.compactMap { try plot(i, $0, at: range)?.number }
        guard numbers.count == 2, numbers[0] <= numbers[1] else { return nil }
        return numbers[0]...numbers[1]
    }

    /// `.chartForegroundStyleScale(["Cases": .red, "Deaths": .gray])`, `(range: [.red, .gray])`,
    /// `(range: Gradient(colors: […]))` or `(domain: ["A", "B"], range: [.red, .blue])`.
    static func seriesColors(_ i: Interpreter, _ args: [CallArgument], into chart: inout ChartView, at range: SourceRange) throws {
        func colors(_ value: Value?) throws -> [ColorStyle] {
            switch value {
            case .array(let items)?: return try items.compactMap { try i.colorStyle($0, at: range) }
            // `Gradient(colors: […])`: the colours of its stops.
            case .member("gradientStops", let stops)?:
                guard case .array(let items)? = stops.first else { return [] }
                return try items.compactMap { stop in
                    guard case .member("stop", let parts) = stop else { return nil }
                    return try i.colorStyle(parts.first, at: range)
                }
            case let one?: return try i.colorStyle(one, at: range).map { [$0] } ?? []
            case nil: return []
            }
        }
        if case .dictionary(let pairs)? = args.value(nil) {
            for pair in pairs { chart.seriesColors[try i.describeCharged(pair.key, at: range)] = try i.colorStyle(pair.value, at: range) }
        } else if case .array(let pairs)? = args.value(nil) {
            // `KeyValuePairs` written as a dictionary literal of a list of (key, value) tuples.
            for case .tuple(let tuple) in pairs where tuple.elements.count == 2 {
                chart.seriesColors[try i.describeCharged(tuple.elements[0], at: range)] = try i.colorStyle(tuple.elements[1], at: range)
            }
        }
        let given = try colors(args.value("range"))
        if case .array(let names)? = args.value("domain") {
            for (name, color) in zip(names, given) { chart.seriesColors[try i.describeCharged(name, at: range)] = color }
        } else if !given.isEmpty {
            chart.seriesRange = given
        }
    }
}
