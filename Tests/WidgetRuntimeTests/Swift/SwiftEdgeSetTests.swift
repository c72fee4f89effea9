import Foundation
import Testing
@testable import WidgetRuntime

/// `Edge.Set` as code computes with it (`edges.contains(.bottom)`, `union`, `intersection`, a list as a named set), and a
/// padding on a list of sides pads those sides only.
@Suite struct SwiftEdgeSetTests {
    @Test func anEdgeSetIsAskedAndCombined() throws {
        let source = SwiftWidgetDrawing.widget("""
            struct Corner: View {
                let edges: Edge.Set
                var body: some View {
                    VStack {
                        Text(edges.contains(.bottom) ? "bottom" : "top")
                        Text("\\(edges.union(.top).contains(.vertical)) \\(edges.intersection(.horizontal) == .leading) \\(edges.isEmpty)")
                        Text("\\(edges.subtracting([.bottom, .leading]).isEmpty) \\(Edge.Set([.leading, .trailing]) == .horizontal)")
                    }
                }
            }
            """, view: """
                var body: some View { Corner(edges: [.bottom, .leading]) }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["bottom", "true true false", "true true"], "\(drawn.rows)")
    }

    @Test func aPaddingOnAListOfSidesPadsThoseSides() throws {
        let source = SwiftWidgetDrawing.widget(view: """
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("aaaa")
                        Text("b").padding([.leading, .trailing], 24)
                        Text("cccc")
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemMedium")
        let lines = (drawn.text ?? "").split(separator: "\n").map(String.init)
        let a = try #require(lines.firstIndex { $0.contains("aaaa") }), b = try #require(lines.firstIndex { $0.contains("b") })
        #expect(b == a + 1, "no padding above or below:\n\(drawn.text ?? "")")
        let column = { (line: String, text: String) in line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
        #expect((column(lines[b], "b") ?? 0) > (column(lines[a], "aaaa") ?? 0), "cells before b:\n\(drawn.text ?? "")")
    }
}
