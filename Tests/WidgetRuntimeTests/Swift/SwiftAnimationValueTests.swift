import Foundation
import Testing

/// `UnitCurve` computed as SwiftUI computes it (a cubic Bézier through its control points, or quarter circles) and
/// `AnimatablePair` as a value's `animatableData` (a shape's, in SwiftUI), read and set. Before, both were unknown names.
@Suite struct SwiftAnimationValueTests {
    @Test func curvesAndPairsAreValues() throws {
        let source = SwiftWidgetDrawing.widget("""
            struct Sweep {
                var start: Double
                var end: Double
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatablePair(start, end) }
                    set {
                        start = newValue.first
                        end = newValue.second
                    }
                }
            }
            func shown(_ curve: UnitCurve, _ t: Double) -> String { String(format: "%.3f", curve.value(at: t)) }
            """, view: """
            var body: some View {
                var slice = Sweep(start: 1, end: 2)
                slice.animatableData = AnimatablePair(10, 20)
                let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
                return VStack {
                    Text("\\(shown(.easeInOut, 0.5)) \\(shown(.easeIn, 0.5)) \\(shown(.linear, 0.3))")
                    Text("\\(shown(.circularEaseIn, 0.6)) \\(shown(custom, 0.7)) \\(shown(.easeOut, 1.5))")
                    Text("\\(slice.start) \\(slice.end) \\(slice.animatableData.first)")
                }
            }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = drawn.rows.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
        // (CSS's ease-in, the same curve, is 0.315 halfway; a progress past 1 is 1.)
        #expect(rows == ["0.500 0.315 0.300", "0.200 0.700 1.000", "10.0 20.0 10.0"], "\(rows)")
    }
}
