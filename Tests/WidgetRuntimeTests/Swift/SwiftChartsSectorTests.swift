import Testing
import WidgetRender
@testable import WidgetRuntime

/// Swift Charts' `SectorMark`: a pie, or a donut with an inner radius, each sector the share of the circle its value is of
/// the chart's, clockwise from 12 o'clock, in its series' colour.
@Suite struct SwiftChartsSectorTests {
    static func drawn(_ marks: String) throws -> (errors: [String], counts: [CellColor: Int], text: String, centre: Character) {
        let source = SwiftWidgetDrawing.widget(view: """
                var body: some View {
                    Chart([("Clear", 6), ("Failed", 2), ("Hard", 4)], id: \\.0) { item in
                        \(marks)
                    }
                    .chartForegroundStyleScale(["Clear": .green, "Failed": .red, "Hard": .blue])
                }
            """, family: "systemSmall")
        let errors = SwiftWidgetDrawing.errors(source, path: "W.swift")
        guard errors.isEmpty else { return (errors, [:], "", " ") }
        let session = try TestSession.open(source, path: "W.swift")
        let result = try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .ansi16)).result
        var counts: [CellColor: Int] = [:]
        for y in 0..<result.canvas.height {
            for x in 0..<result.canvas.width where result.canvas.character(atX: x, y: y) == "█" {
                if let colour = result.canvas[x, y].style.foreground { counts[colour, default: 0] += 1 }
            }
        }
        let centre = result.canvas.character(atX: result.canvas.width / 2, y: result.canvas.height / 2)
        return ([], counts, result.text, centre)
    }

    @Test func eachSectorTakesItsShareInItsColour() throws {
        let pie = try Self.drawn(#"SectorMark(angle: .value(item.0, item.1)).foregroundStyle(by: .value("Kind", item.0))"#)
        #expect(pie.errors == [])
        let green = pie.counts[.named(.green)] ?? 0, red = pie.counts[.named(.red)] ?? 0, blue = pie.counts[.named(.blue)] ?? 0
        // 6, 2 and 4 of 12: a half, a sixth and a third of the circle.
        #expect(green > 0 && red > 0 && blue > 0, "\(pie.counts)\n\(pie.text)")
        #expect(Double(green) / Double(green + red + blue) > 0.4 && Double(green) / Double(green + red + blue) < 0.6, "\(pie.counts)")
        #expect(red < blue && blue < green, "\(pie.counts)")
        #expect(pie.centre == "█", "a pie is filled to its centre:\n\(pie.text)")
    }

    @Test func anInnerRadiusMakesADonut() throws {
        let donut = try Self.drawn(#"SectorMark(angle: .value(item.0, item.1), innerRadius: .ratio(0.5), angularInset: 1).foregroundStyle(by: .value("Kind", item.0))"#)
        #expect(donut.errors == [])
        #expect(donut.centre == " ", "a donut's middle is empty:\n\(donut.text)")
        #expect((donut.counts[.named(.green)] ?? 0) > 0, "\(donut.counts)")
    }
}
