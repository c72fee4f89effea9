import Testing
@testable import WidgetRuntime

/// `[UIImage]()`, `[Color]()`, `[String: [Image]]()`: an empty collection of any type the brackets name,
/// SwiftUI's and UIKit's included, is checked as that collection and drawn from.
@Suite struct SwiftCollectionInitializerTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct E: TimelineEntry { let date: Date }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: Date())], policy: .never))
            }
        }
        struct V: View {
            let entry: E
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
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.systemMedium])
            }
        }
        """

    @Test func anEmptyCollectionOfABuiltInTypeIsThatCollection() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("1 1 1 [0, 0, 0]") == true, "\(drawn.text ?? "")")
    }
}
