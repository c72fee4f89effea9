import Testing
@testable import WidgetRuntime

/// `.overlay`: a view drawn over another in its frame, aligned there, whichever way it is written
/// (a view, a trailing closure with `alignment:`, a closure with an `if`).
@Suite struct SwiftOverlayTests {
    @Test func anOverlayIsDrawnOverTheViewInItsFrame() throws {
        let source = SwiftWidgetDrawing.widget(view: """
                let items: [Int] = []
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Inbox")
                            .frame(width: 70, height: 16)
                            .overlay(alignment: .trailing) { Text("3") }
                        Text("Tasks")
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                            .overlay {
                                if items.isEmpty { Text("All done") }
                            }
                        Text("-").overlay(Text("+"))
                    }
                }
            """, family: "systemSmall")
        let drawn = try SwiftWidgetDrawing.drawnRows(source, family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows.first == "Inbox 3", "\(drawn.rows)")
        #expect(drawn.rows.contains("All done"), "\(drawn.rows)")
        #expect(drawn.rows.last == "+", "\(drawn.rows)")
    }
}
