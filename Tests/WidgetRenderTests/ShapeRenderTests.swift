import Testing
@testable import WidgetRender

/// Shapes as views (fill, stroke, trim as a ring from 12 o'clock) and gauges
/// with their labels in each style.
@Suite struct ShapeRenderTests {
    static func draw(_ node: ViewNode, _ width: Int, _ height: Int, _ mode: ColorMode = .none) -> RenderResult {
        WidgetRenderer.render(node, width: width, height: height, options: RenderOptions(colorMode: mode))
    }

    static func lines(_ result: RenderResult, _ height: Int) -> [String] { (0..<height).map { result.canvas.line($0) } }

    @Test func aBareCircleFillsItsFrameRoundly() {
        let result = Self.draw(ViewNode(.shape(ShapeView(.circle))), 6, 3)
        #expect(Self.lines(result, 3) == ["▄████▄", "██████", "▀████▀"])
    }

    @Test func aStrokedRectangleIsItsOutlineOnly() {
        let result = Self.draw(ViewNode(.shape(ShapeView(.rectangle, paint: .stroke(lineWidth: 8)))), 4, 3)
        #expect(Self.lines(result, 3) == ["█▀▀█", "█  █", "█▄▄█"])
    }

    /// A widget controls the line width: one wider than any frame fills the shape and does not trap.
    @Test func aHugeLineWidthFillsTheShape() {
        let stroked = ShapeView(.circle, paint: .stroke(lineWidth: 1e300))
        #expect(Self.lines(Self.draw(ViewNode(.shape(stroked)), 6, 3), 3) == ["▄████▄", "██████", "▀████▀"])
        let negative = ShapeView(.rectangle, paint: .stroke(lineWidth: -.infinity))
        #expect(Self.lines(Self.draw(ViewNode(.shape(negative)), 4, 3), 3) == ["█▀▀█", "█  █", "█▄▄█"])
    }

    @Test func aQuarterRingIsTheTopRightQuarterOnly() {
        let ring = ShapeView(.circle, paint: .stroke(lineWidth: 8), trimTo: 0.25)
        let result = Self.draw(ViewNode(.shape(ring)), 10, 5)
        let lines = Self.lines(result, 5)
        for (row, line) in lines.enumerated() {
            let left = line.prefix(5), right = line.dropFirst(5)
            #expect(left.allSatisfy { $0 == " " }, "row \(row): \(line)")
            if row > 2 { #expect(right.allSatisfy { $0 == " " }, "row \(row): \(line)") }
        }
        #expect(lines[0].contains("▀") && lines[2].contains("█") || lines[2].contains("▀"))
    }

    @Test func aFaintTrackIsShadedWithoutColourAndTheRingDrawsOverIt() {
        let track = ViewNode(.shape(ShapeView(.circle, paint: .stroke(lineWidth: 8), color: .named(.gray))))
        let ring = ViewNode(.shape(ShapeView(.circle, paint: .stroke(lineWidth: 8), trimTo: 0.5)))
        let result = Self.draw(.zStack([track, ring]), 10, 5)
        let text = Self.lines(result, 5).joined(separator: "\n")
        #expect(text.contains("░") && text.contains("█"))
        #expect(Self.lines(result, 5).allSatisfy { !$0.prefix(4).contains("█") })
    }

    @Test func opacityBlendsOverTheBackgroundIn24BitColourAndIsFaintWithout() {
        var half = ShapeView(.rectangle, color: .rgb(200, 100, 0))
        half.opacity = 0.5
        let node = ViewNode(.shape(half)).modifier(.background(.rgb(0, 0, 100)))
        #expect(Self.draw(node, 2, 1, .trueColor).canvas[0, 0].style.foreground == .rgb(100, 50, 50))
        #expect(Self.draw(ViewNode(.shape(half)), 2, 1, .trueColor).canvas[0, 0].style.foreground == .rgb(100, 50, 0))
        let sixteen = Self.draw(ViewNode(.shape(half)), 2, 1, .ansi16).canvas[0, 0].style
        #expect(sixteen.foreground == .rgb(200, 100, 0) && sixteen.attributes.contains(.faint))
        #expect(Self.draw(ViewNode(.shape(half)), 2, 1).canvas.line(0) == "░░")
    }

    @Test func gaugeLabelsAreDrawnAtTheEndsOfTheBar() {
        let gauge = GaugeView(value: 0.5, label: .text("CPU"), currentValueLabel: .text("50%"),
                              minimumValueLabel: .text("0"), maximumValueLabel: .text("1"))
        let result = Self.draw(ViewNode(.gauge(gauge)), 12, 2)
        #expect(Self.lines(result, 2) == ["CPU      50%", "0 ████░░░░ 1"])
        let linear = Self.draw(ViewNode(.gauge(gauge)).modifier(.gaugeStyle(.accessoryLinear)), 12, 2)
        #expect(Self.lines(linear, 2) == ["CPU      50%", "0 ━━━━●─── 1"])
    }

    @Test func aCircularGaugeFitsSevenByFourWithItsValueInside() {
        let gauge = GaugeView(value: 0.5, currentValueLabel: .text("50"), minimumValueLabel: .text("0"), maximumValueLabel: .text("9"))
        let result = Self.draw(ViewNode(.gauge(gauge)).modifier(.gaugeStyle(.accessoryCircular)), 7, 4)
        let lines = Self.lines(result, 4)
        #expect(lines[1].contains("50"))
        #expect(lines[3].contains("0") && lines[3].contains("9"))
    }
}
