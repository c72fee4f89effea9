import Testing
@testable import WidgetRuntime

/// `[UIImage]()`, `[Color]()`, `[String: [Image]]()`: an empty collection of any type the brackets name,
/// SwiftUI's and UIKit's included, is checked as that collection and drawn from.
@Suite struct SwiftCollectionInitializerTests {
    static let source = SwiftWidgetDrawing.widget(view: """
            var counts: String {
                var colors = [Color]()
                colors.append(.red)
                var images = [UIImage]()
                images.append(UIImage())
                var byName = [String: [Image]]()
                byName["stars", default: []].append(Image(systemName: "star"))
                let zeros = [Int](repeating: 0, count: 3)
                return "\\(colors.count) \\(images.count) \\(byName["stars"]?.count ?? 0) \\(zeros)"
            }
            var body: some View { Text(counts) }
        """)

    @Test func anEmptyCollectionOfABuiltInTypeIsThatCollection() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["1 1 1 [0, 0, 0]"])
    }
}
