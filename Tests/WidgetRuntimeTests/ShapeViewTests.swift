import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Shapes and colours written in a widget body are drawn (a bare `Circle()`
/// used to draw nothing), and a gauge's labels appear.
@Suite struct ShapeViewTests {
    func render(_ body: String, family: String = "systemSmall") throws -> String {
        let session = try TestSession.open(BodyWidget.source(body), path: "shape.widget")
        return try session.render(widget: "W", family: family).result.text
    }

    @Test func aBareCircleIsDrawn() throws {
        let text = try render("Circle().frame(width: 48, height: 48)")
        #expect(text.contains("█") && text.contains("▄") && text.contains("▀"), "\(text)")
    }

    @Test func aQuarterRingFromTwelveOClockIsOnTheRightHalfAbove() throws {
        let text = try render("Circle().trim(from: 0, to: entry.v).stroke(lineWidth: 8).frame(width: 80, height: 80)")
        let rows = text.split(separator: "\n").map(String.init).filter { $0.contains("▀") || $0.contains("▄") || $0.contains("█") }
        #expect(!rows.isEmpty)
        for row in rows {
            let inner = Array(row.dropFirst().dropLast())
            #expect(!inner.prefix(inner.count / 2).contains { "▀▄█".contains($0) }, "\(text)")
        }
    }

    @Test func aColourIsARectangleAndClearIsNothing() throws {
        let blue = try render("ZStack { Color.blue; Text(\"x\") }.frame(width: 24, height: 16)")
        #expect(blue.contains("█x█"), "\(blue)")
        let clear = try render("ZStack { Color.clear; Circle().fill(.clear); Text(\"x\") }.frame(width: 24, height: 16)")
        #expect(!clear.contains("█") && clear.contains("x"), "\(clear)")
    }

    @Test func gaugeLabelsAreDrawn() throws {
        let text = try render("""
        Gauge(value: entry.v) { Text("CPU") } currentValueLabel: { Text("25") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        """)
        #expect(text.contains("CPU") && text.contains("25") && text.contains("0 ") && text.contains(" 1"), "\(text)")
    }
}

extension ShapeViewTests {
    /// A shape of the program's own made in code has its methods, `path(in:)` among them (it was "unknown modifier '.path'"
    /// at run time after `check` passed: the shape was drawn when made).
    @Test func aProgramShapesPathInIsItsOwnMethod() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI
            struct Tab: Shape {
                func path(in rect: CGRect) -> Path { Path(roundedRect: rect.insetBy(dx: 1, dy: 0), cornerRadius: 2) }
                func corners() -> Int { 4 }
            }
            func run() {
                let outline = Tab().path(in: CGRect(x: 0, y: 0, width: 10, height: 4))
                print(outline.boundingRect.width, outline.boundingRect.minX, Tab().corners())
            }

            """, fileName: "Tab")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "8.0 1.0 4\n", "\(outcome.output)")
    }
}
