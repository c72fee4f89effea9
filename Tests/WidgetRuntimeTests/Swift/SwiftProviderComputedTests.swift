import Testing
@testable import WidgetRuntime

/// A provider's computed property read by its blocks (`private var demoItems: [Item] { … }`),
/// `withAnimation { … }` (the change is made at once), a built-in shape's `path(in:)` and `UIScreen.main`.
@Suite struct SwiftProviderComputedTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct Item { let title: String }
        struct E: TimelineEntry { let date: Date; let items: [Item] }

        struct P: TimelineProvider {
            let prefix = "№"
            func placeholder(in context: Context) -> E { E(date: .now, items: demoItems) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .now, items: demoItems)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: .now, items: Array(demoItems.prefix(count)))], policy: .never))
            }
            private var count: Int { 2 }
            private var demoItems: [Item] {
                (1...3).map { Item(title: "\\(prefix)\\($0)") }
            }
        }

        struct V: View {
            let entry: E
            var body: some View {
                var shown = entry.items.map(\\.title).joined(separator: " ")
                withAnimation(.spring()) { shown += " moved" }
                let square = Rectangle().path(in: CGRect(x: 0, y: 0, width: 4, height: 3)).boundingRect
                let round = Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 4)).boundingRect
                return VStack {
                    Text(shown)
                    Text("square \\(Int(square.width))x\\(Int(square.height)) round \\(Int(round.minX.rounded()))…\\(Int(round.maxX.rounded()))")
                    Text("screen \\(Int(UIScreen.main.bounds.width))×\\(Int(UIScreen.main.bounds.height)) @\\(Int(UIScreen.main.scale))x")
                }
            }
        }

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.systemMedium])
            }
        }
        """

    @Test func aProvidersComputedPropertyAnimationAndAShapesPath() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "").dropFirst().dropLast().filter { !$0.isEmpty }
        // The circle in a 10×4 rectangle is 4 across, centred: from 3 to 7.
        #expect(Array(rows) == ["№1 №2 moved", "square 4x3 round 3…7", "screen 393×852 @3x"], "\(rows)")
    }
}
