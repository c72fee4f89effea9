import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// `LinearGradient`, `RadialGradient`, `AngularGradient` and `Color.gradient`:
/// checked like the rest of the table, drawn cell by cell in 24-bit colour and
/// as their middle colour otherwise (they were "unknown view" before).
@Suite struct GradientTests {
    static func source(_ body: String, background: String = "") -> String { BodyWidget.source(body + background) }

    func render(_ body: String, mode: ColorMode, background: String = "") throws -> RenderResult {
        let session = try TestSession.open(Self.source(body, background: background), path: "gradient.widget")
        return try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: mode)).result
    }

    /// The foreground colours of the cells of row `y` that draw `glyph`.
    func foregrounds(_ result: RenderResult, row y: Int, glyph: Character = "█") -> [CellColor?] {
        (0..<result.canvas.width).filter { result.canvas.character(atX: $0, y: y) == glyph }.map { result.canvas[$0, y].style.foreground }
    }

    func firstRow(_ result: RenderResult, with glyph: Character = "█") -> Int {
        (0..<result.canvas.height).first { y in (0..<result.canvas.width).contains { result.canvas.character(atX: $0, y: y) == glyph } } ?? -1
    }

    @Test func aLinearGradientGoesFromItsFirstColourToItsLastAcrossTheCells() throws {
        let body = "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 80, height: 16)"
        let result = try render(body, mode: .trueColor)
        let colors = foregrounds(result, row: firstRow(result))
        #expect(colors.count == 10, "\(result.text)")
        // Cell centres at 5 % and 95 % of the way: red (255, 59, 48) to blue (0, 122, 255).
        #expect(colors.first == .rgb(242, 62, 58))
        #expect(colors.last == .rgb(13, 119, 245))
        #expect(result.text.contains("\u{1B}[0;38;2;242;62;58m█"))
        #expect(Set(colors.compactMap { $0 }).count == 10)
    }

    @Test func withFewerColoursEveryCellIsTheMiddleColour() throws {
        let body = "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 80, height: 16)"
        for mode in [ColorMode.ansi256, .ansi16] {
            let result = try render(body, mode: mode)
            let colors = foregrounds(result, row: firstRow(result))
            #expect(colors.count == 10)
            #expect(Set(colors.compactMap { $0 }) == [.rgb(128, 91, 152)], "\(mode)")
        }
        let plain = try render(body, mode: .none)
        #expect(plain.text.contains("██████████"), "\(plain.text)")
    }

    @Test func gradientStopsAndUnitPointsPlaceTheColours() throws {
        let body = """
        Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.5)],
                                        startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 0))).frame(width: 80, height: 16)
        """
        let colors = foregrounds(try render(body, mode: .trueColor), row: firstRow(try render(body, mode: .trueColor)))
        #expect(colors.count == 10)
        // Past the half the last stop holds.
        #expect(colors.suffix(5).allSatisfy { $0 == .rgb(0, 122, 255) })
        #expect(colors.first == .rgb(230, 65, 69))
    }

    @Test func radialAndAngularGradientsDependOnTheCentre() throws {
        let radial = try render("RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40).frame(width: 80, height: 32)",
                                mode: .trueColor)
        let row = foregrounds(radial, row: firstRow(radial) + 1)
        #expect(row.count == 10)
        // Brightest in the middle, darker towards both edges.
        #expect(row[4] == row[5] && row[4] != row[0] && row[0] == row[9])
        let angular = try render("AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(360)).frame(width: 80, height: 32)",
                                 mode: .trueColor)
        let top = foregrounds(angular, row: firstRow(angular)), bottom = foregrounds(angular, row: firstRow(angular) + 1)
        // Just below 3 o'clock the angle has barely started (red); just above it has nearly come round (blue).
        #expect(bottom.last == .rgb(246, 61, 55), "\(String(describing: bottom.last))")
        #expect(top.last == .rgb(9, 120, 248), "\(String(describing: top.last))")
    }

    @Test func textStrokesBackgroundsAndTheContainerTakeAGradient() throws {
        let result = try render("""
            VStack {
                Text("ABCD").foregroundStyle(LinearGradient(colors: [.yellow, .green], startPoint: .leading, endPoint: .trailing))
                Text("bg").background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                Circle().stroke(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 8).frame(width: 48, height: 48)
            }
            """, mode: .trueColor, background: "\n    .containerBackground(.blue.gradient, for: .widget)")
        let canvas = result.canvas
        let textRow = firstRow(result, with: "A")
        let letters = foregrounds(result, row: textRow, glyph: "A") + foregrounds(result, row: textRow, glyph: "D")
        #expect(letters.count == 2 && letters[0] != letters[1], "\(result.text)")
        let bgRow = firstRow(result, with: "b")
        let b = (0..<canvas.width).first { canvas.character(atX: $0, y: bgRow) == "b" } ?? 0
        #expect(canvas[b, bgRow].style.background != canvas[b + 1, bgRow].style.background)
        // The widget's background: lighter at the top than at the bottom.
        let top = canvas[1, 1].style.background, bottom = canvas[1, canvas.height - 2].style.background
        #expect(top != nil && bottom != nil && top != bottom)
        if case .rgb(_, _, let topBlue)? = top, case .rgb(_, _, let bottomBlue)? = bottom { #expect(topBlue > bottomBlue) }
        let strokeTop = firstRow(result, with: "▄")
        #expect(strokeTop > bgRow)
    }

    /// `.background(dark ? Color.gray : nil)`: a colour or a gradient, or no background at all, by a condition. (The
    /// `nil` branch had the type of the argument, `ShapeStyle`, and the checker refused the two branches.)
    @Test func aBackgroundMayBeAStyleOrNilByACondition() throws {
        for style in ["Color.red", "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)"] {
            var backgrounds: [CellColor?] = []
            for condition in ["true", "false"] {
                for body in ["Text(\"hi\").background(\(condition) ? \(style) : nil)", "Text(\"hi\").background(!\(condition) ? nil : \(style))"] {
                    #expect(BuiltinHarness.errors(Self.source(body)).isEmpty, "\(body): \(BuiltinHarness.errors(Self.source(body)))")
                }
                let result = try render("Text(\"hi\").background(\(condition) ? \(style) : nil)", mode: .trueColor)
                let y = firstRow(result, with: "h")
                let x = (0..<result.canvas.width).first { result.canvas.character(atX: $0, y: y) == "h" } ?? 0
                backgrounds.append(result.canvas[x, y].style.background)
            }
            #expect(backgrounds[0] != nil && backgrounds[0] != backgrounds[1], "\(style): \(backgrounds)")
        }
    }

    @Test func theClosureFormsOfBackgroundAndContainerBackgroundTakeAColourOrGradient() throws {
        let result = try render(#"Text("hi").background { LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing) }"#,
                                mode: .trueColor, background: "\n.containerBackground(for: .widget) { Color.indigo }")
        let y = firstRow(result, with: "h")
        let x = (0..<result.canvas.width).first { result.canvas.character(atX: $0, y: y) == "h" } ?? 0
        // Two cells over the text's frame: a quarter and three quarters of the way from red to blue.
        #expect(result.canvas[x, y].style.background == .rgb(191, 75, 100))
        #expect(result.canvas[x + 1, y].style.background == .rgb(64, 106, 203))
        #expect(result.canvas[1, 1].style.background == .named(.indigo), "the widget's background is indigo")
    }

    @Test func colorGradientIsTheColourInTheMiddle() throws {
        let result = try render("Rectangle().fill(Color.red.gradient).frame(width: 16, height: 48)", mode: .ansi256)
        #expect(Set(foregrounds(result, row: firstRow(result)).compactMap { $0 }) == [.rgb(255, 59, 48)])
        let shaded = try render("Rectangle().fill(.red.gradient).frame(width: 16, height: 48)", mode: .trueColor)
        let y = firstRow(shaded)
        #expect(foregrounds(shaded, row: y).first != foregrounds(shaded, row: y + 2).first)
    }

    @Test func unknownUnitPointsAndAnglesAreCheckErrorsAtTheArgument() {
        let text = Self.source("""
        AngularGradient(colors: [.red, .blue], center: .middle, startAngle: .turns(1))
        """)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "g.widget", text: text)).diagnostics
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(diagnostics.contains("10:56: 'UnitPoint' has no member '.middle'"), "\(diagnostics)")
        #expect(diagnostics.contains("10:77: 'Angle' has no member '.turns'"), "\(diagnostics)")
        let wrong = Self.source("LinearGradient(colors: [.red], startPoint: 3, endPoint: .top)")
        let errors = WidgetCompiler.compile(SourceFile(path: "g.widget", text: wrong)).diagnostics.map(\.message)
        #expect(errors.contains("cannot use a value of type Int as UnitPoint for 'startPoint:' of 'LinearGradient'"), "\(errors)")
    }

    /// A gradient's stops as values: `Gradient(colors:)` spreads them evenly from 0 to 1, as SwiftUI does.
    @Test func aGradientsStopsAreReadAsValues() throws {
        let source = SwiftWidgetDrawing.widget(view: """
            var body: some View {
                let even = Gradient(colors: [.red, .green, .blue])
                let given = Gradient(stops: [.init(color: .red, location: 0.25), Gradient.Stop(color: .blue, location: 0.75)])
                return VStack {
                    Text(even.stops.map { String(format: "%.1f", $0.location) }.joined(separator: " "))
                    Text(given.stops.map { "\\($0.location)" }.joined(separator: " "))
                    Text(given.stops.last?.color == .blue ? "blue" : "other")
                }
            }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["0.0 0.5 1.0", "0.25 0.75", "blue"])
    }
}
