import Testing
@testable import WidgetRuntime

/// `Self` in an extension of a built-in type is that type (`Self.baseURL` in `extension URLRequest`'s
/// `init`); SwiftUI's text sizes compare in their order (`dynamicTypeSize >= .accessibility1`).
@Suite struct SwiftBuiltinExtensionSelfTests {
    static let source = SwiftWidgetDrawing.widget("""
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
        """, view: """
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                VStack {
                    Text(URLRequest(endpoint: "line", "status").url?.absoluteString ?? "none")
                    Text(Date(timeIntervalSince1970: 60).label)
                    Text("\\(size >= .accessibility1) \\(size > .small) \\(DynamicTypeSize.xSmall < .xxxLarge)")
                }
            }
        """)

    @Test func selfIsTheExtendedTypeAndTextSizesCompare() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["https://example.com/line/status", "epoch 60", "false true true"])
    }
}
