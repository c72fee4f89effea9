import Testing
@testable import WidgetRuntime

/// `Self` in an extension of a built-in type is that type (`Self.baseURL` in `extension URLRequest`'s
/// `init`); SwiftUI's text sizes compare in their order (`dynamicTypeSize >= .accessibility1`).
@Suite struct SwiftBuiltinExtensionSelfTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        extension URLRequest {
            private static var baseURL: String { "https://example.com/" }
            init(endpoint: String...) {
                self.init(url: URL(string: Self.baseURL + endpoint.joined(separator: "/"))!)
            }
        }
        extension Date {
            static var epochLabel: String { "epoch" }
            var label: String { Self.epochLabel + " \\(Int(timeIntervalSince1970))" }
        }
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
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                VStack {
                    Text(URLRequest(endpoint: "line", "status").url?.absoluteString ?? "none")
                    Text(Date(timeIntervalSince1970: 60).label)
                    Text("\\(size >= .accessibility1) \\(size > .small) \\(DynamicTypeSize.xSmall < .xxxLarge)")
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.systemMedium])
            }
        }
        """

    @Test func selfIsTheExtendedTypeAndTextSizesCompare() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "").dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(rows == ["https://example.com/line/status", "epoch 60", "false true true"], "\(drawn.text ?? "")")
    }
}
