import Foundation
import Testing

/// Core Graphics' `CGAffineTransform`: made, combined, inverted and applied to points, sizes, rectangles and paths.
/// Before, it was "CoreGraphics ('CGAffineTransform') is not available in Widgetry".
@Suite struct SwiftAffineTransformTests {
    @Test func transformsAreMadeCombinedAndApplied() throws {
        let source = SwiftWidgetDrawing.widget(view: """
            var body: some View {
                let move = CGAffineTransform(translationX: 3, y: 1)
                let both = move.scaledBy(x: 2, y: 2)
                let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
                VStack(alignment: .leading) {
                    Text("\\(both.a) \\(both.d) \\(both.tx) \\(both.ty)")
                    Text("\\(CGPoint(x: 1, y: 2).applying(both).x) \\(CGPoint(x: 1, y: 2).applying(both).y)")
                    Text("\\(CGPoint(x: 5, y: 5).applying(both).applying(both.inverted()).x)")
                    Text("\\(CGSize(width: 4, height: 1).applying(both).width) \\(CGRect(x: 1, y: 0, width: 4, height: 2).applying(flip).minX)")
                    Text("\\(CGAffineTransform.identity.isIdentity) \\(move.concatenating(move).tx) \\(CGAffineTransform(rotationAngle: .pi / 2).b)")
                    Text("\\(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).applying(both).boundingRect.width)")
                    Text("\\(Self.combined.boundingRect.minX) \\(Self.combined.boundingRect.maxX)")
                }
            }
            static var combined: Path {
                var path = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
                path.addPath(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), transform: CGAffineTransform(translationX: 10, y: 0))
                return path
            }
            """, family: "systemLarge")
        let drawn = try SwiftWidgetDrawing.drawnRows(source, family: "systemLarge")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = drawn.rows.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }.filter { !$0.isEmpty }
        // scaledBy then the translation: (2x + 3, 2y + 1).
        #expect(rows == ["2.0 2.0 3.0 1.0", "5.0 5.0", "5.0", "8.0 -5.0", "true 6.0 1.0", "20.0", "0.0 12.0"], "\(rows)")
    }
}
