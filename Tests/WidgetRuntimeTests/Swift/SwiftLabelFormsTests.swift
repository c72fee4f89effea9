import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `Label`'s closure forms draw the same label: `Label { title } icon: { … }`, `Label(title: { … }, icon: { … })`, and
/// `Label(title: { … }) { icon }`, where the trailing closure after a title in the parentheses is the icon.
@Suite struct SwiftLabelFormsTests {
    static func source(_ label: String) -> String {
        SwiftWidgetSource.withEntryAndProvider("""
        struct V: View {
            let entry: Entry
            var body: some View { \(label) }
        }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "s", provider: Provider()) { V(entry: $0) } }
        }
        """)
    }

    @Test func theClosureFormsDrawOneLabel() throws {
        let trailing = try SwiftWidgetDrawing.drawnRows(Self.source(#"Label { Text("memos") } icon: { Image(systemName: "star") }"#))
        #expect(trailing.errors.isEmpty, "\(trailing.errors)")
        #expect(trailing.rows.count == 1 && trailing.rows[0].contains("memos"), "\(trailing.rows)")
        for form in [#"Label(title: { Text("memos") }) { Image(systemName: "star") }"#,
                     #"Label(title: { Text("memos") }, icon: { Image(systemName: "star") })"#] {
            let drawn = try SwiftWidgetDrawing.drawnRows(Self.source(form))
            #expect(drawn.errors.isEmpty, "\(form): \(drawn.errors)")
            #expect(drawn.rows == trailing.rows, "\(form): \(drawn.rows)")
        }
    }
}
