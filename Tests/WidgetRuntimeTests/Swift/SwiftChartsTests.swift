import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// Swift Charts in a widget: `Chart(data) { item in … }` and `Chart { ForEach … }` with marks of `.value`s, a mark's
/// colour and series, the chart's scales; the axes are accepted with a note; what Widgetry lacks of Charts is named.
@Suite struct SwiftChartsTests {
    static let source = """
    import WidgetKit
    import SwiftUI
    import Charts

    struct Day: Identifiable { let id = UUID(); let name: String; let steps: Int }

    struct Entry: TimelineEntry {
        let date: Date
        let days: [Day]
    }

    struct Provider: TimelineProvider {
        static let week = [Day(name: "Mon", steps: 2000), Day(name: "Tue", steps: 8000), Day(name: "Wed", steps: 4000)]
        func placeholder(in context: Context) -> Entry { Entry(date: .now, days: Self.week) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct StepsWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "steps", provider: Provider()) { entry in
                Chart(entry.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= 4000 ? .green : .orange)
                }
                .chartYScale(domain: 0...8000)
                .chartXAxis(.hidden)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    struct TrendWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "trend", provider: Provider()) { entry in
                Chart {
                    ForEach(entry.days) { day in
                        LineMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                            .foregroundStyle(by: .value("Kind", "Steps"))
                    }
                    RuleMark(y: .value("Goal", 6000)).foregroundStyle(.red)
                }
                .chartForegroundStyleScale(["Steps": .purple])
            }
            .supportedFamilies([.systemMedium])
        }
    }
    """

    @Test func barsAreDrawnFromTheEntrysValues() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "C.swift", text: Self.source)).diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.message == "'.chartXAxis' has no effect in a terminal: a chart's axes are not drawn" })
        let session = try TestSession.open(Self.source, path: "C.swift")
        let lines = try session.render(widget: "StepsWidget", family: "systemSmall").result.text.split(separator: "\n").map(String.init)
        // Tue's bar (8000, the top of the scale) reaches the top row; Mon's (2000) a quarter of the height.
        let columns = lines.map { Array($0) }
        let full = columns.filter { $0.contains("█") }
        #expect(full.count >= 6, "\(lines.joined(separator: "\n"))")
        let tallest = try #require(columns.firstIndex { $0.contains("█") || $0.contains("▄") })
        #expect(tallest <= 1, "the 8000 bar reaches the top: \(lines.joined(separator: "\n"))")
    }

    @Test func aSeriesTakesTheScalesColourAndARuleCrosses() throws {
        let session = try TestSession.open(Self.source, path: "C.swift")
        let outcome = try session.render(widget: "TrendWidget", family: "systemMedium", options: RenderOptions(colorMode: .ansi16))
        let canvas = outcome.result.canvas
        var purple = 0, red = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                if canvas[x, y].style.foreground == .named(.purple) { purple += 1 }
                if canvas[x, y].style.foreground == .named(.red) { red += 1 }
            }
        }
        #expect(purple > 5 && red > 10, "the line in the scale's purple, the rule across in red: \(purple), \(red)\n\(outcome.result.text)")
    }

    /// `RuleMark(x:yStart:)` with the start in points (Charts' `CGFloat` form) is a rule across the plot, as without it;
    /// a bar's `yStart:`/`yEnd:` as values float it between them, and its `position(by:)` is accepted. The points were
    /// "cannot use a value of type Double as PlottableValue", `position(by:)` "has no argument 'by:'".
    @Test func startsAndEndsAreValuesOrPoints() throws {
        let source = Self.source.replacingOccurrences(of: "RuleMark(y: .value(\"Goal\", 6000)).foregroundStyle(.red)", with: """
            RuleMark(x: .value("Day", "Tue"), yStart: 4).foregroundStyle(.red)
            BarMark(x: .value("Day", "Wed"), yStart: .value("Low", 1000), yEnd: .value("High", 3000)).foregroundStyle(.blue)
                .position(by: .value("Kind", "Range"))
            """)
        #expect(source.contains("yStart: 4"))
        #expect(SwiftWidgetDrawing.errors(source, path: "C.swift").isEmpty)
        let session = try TestSession.open(source, path: "C.swift")
        let outcome = try session.render(widget: "TrendWidget", family: "systemMedium", options: RenderOptions(colorMode: .ansi16))
        let canvas = outcome.result.canvas
        var redRows = Set<Int>(), blue = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                if canvas[x, y].style.foreground == .named(.red) { redRows.insert(y) }
                if canvas[x, y].style.foreground == .named(.blue) { blue += 1 }
            }
        }
        #expect(redRows.count >= 5 && blue > 0, "a rule down the plot, a floating bar: \(redRows), \(blue)\n\(outcome.result.text)")
    }

    @Test func whatChartsHasBeyondWidgetrysIsNamed() {
        let source = Self.source.replacingOccurrences(of: "RuleMark(y: .value(\"Goal\", 6000)).foregroundStyle(.red)",
                                                      with: "LinePlot(x: .value(\"Steps\", 1))")
        let errors = SwiftWidgetDrawing.errors(source, path: "C.swift")
        #expect(errors.contains { $0.contains("Charts ('LinePlot') is not available in Widgetry; of Charts, Widgetry draws Chart with its bar, line, area, point, rule, rectangle and sector marks") },
                "\(errors)")
    }

    /// A chart's marks built by a function of the view (`-> some ChartContent`, also `@ChartContentBuilder`), as apps
    /// split a chart (Trio's live activity): drawn as the same marks written inside `Chart { … }`.
    @Test func marksFromAChartContentFunctionAreDrawn() throws {
        let inline = Self.source
        let split = Self.source.replacingOccurrences(of: """
                        Chart {
                            ForEach(entry.days) { day in
                                LineMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                                    .foregroundStyle(by: .value("Kind", "Steps"))
                            }
                            RuleMark(y: .value("Goal", 6000)).foregroundStyle(.red)
                        }
            """, with: """
                        Chart {
                            Self.steps(entry.days)
                            Self.goal()
                        }
            """).replacingOccurrences(of: "struct TrendWidget: Widget {", with: """
            struct TrendWidget: Widget {
                static func steps(_ days: [Day]) -> some ChartContent {
                    ForEach(days) { day in
                        LineMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                            .foregroundStyle(by: .value("Kind", "Steps"))
                    }
                }
                @ChartContentBuilder
                static func goal() -> some ChartContent {
                    RuleMark(y: .value("Goal", 6000)).foregroundStyle(.red)
                }
            """)
        #expect(split.contains("Self.goal()") && split.contains("static func steps"))
        let errors = SwiftWidgetDrawing.errors(split, path: "C.swift")
        #expect(errors.isEmpty, "\(errors)")
        let expected = try TestSession.open(inline, path: "C.swift").render(widget: "TrendWidget", family: "systemMedium").result.text
        let drawn = try TestSession.open(split, path: "C.swift").render(widget: "TrendWidget", family: "systemMedium").result.text
        #expect(drawn == expected, "\(drawn)")
    }

    /// `@AxisContentBuilder func yAxis(…) -> some AxisContent { if … { AxisMarks(…) } else { AxisMarks() } }`: a framework's
    /// result builder makes the body a list of content, with no `return`; and `.foregroundColor(nil)` (SwiftUI's takes a
    /// `Color?`) keeps the colour the text has; `AxisMarks(format:preset:values:)` (Electricity-Prices).
    @Test func aFunctionOfAFrameworksResultBuilderListsItsContent() throws {
        let source = SwiftWidgetSource.withEntryAndProvider(#"""
        import Charts
        struct Prices: View {
            let values: [Double] = [3, 5, 4]
            var tint: Color? { nil }
            @AxisContentBuilder
            func yAxis(compact: Bool) -> some AxisContent {
                if compact {
                    AxisMarks(values: .automatic(desiredCount: 3))
                } else if tint == nil {
                    AxisMarks(format: .currency(code: "EUR"), preset: .aligned, values: .automatic)
                } else {
                    AxisMarks()
                }
            }
            var body: some View {
                VStack {
                    Text("prices").foregroundColor(tint)
                    Chart(Array(values.enumerated()), id: \.offset) { item in
                        BarMark(x: .value("i", item.offset), y: .value("v", item.element))
                    }
                    .chartYAxis { yAxis(compact: true) }
                }
            }
        }
        struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in Prices() } } }
        """#)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "Prices.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(rows.first { !$0.isEmpty && !$0.hasPrefix("╭") } == "prices" && rows.contains { $0.contains("█████") }, "\(rows)")
    }
}
