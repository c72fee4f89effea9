import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

extension UserTypeTests {
    @Test func aStructThatIsAViewDrawsItsBodyWithSelfBound() throws {
        let text = try Self.render("""
        fileprivate struct StatLabel: View {
            let value: Int
            let systemImageName: String
            var label: String { "\\(value) stars" }
            var body: some View {
                HStack {
                    Image(systemName: systemImageName)
                    Text(label)
                }
            }
        }
        struct Badge: View {
            @Environment(\\.widgetFamily) var family
            let date: Date
            let formatter = ISO8601DateFormatter()
            var daysSinceLastActivity: Int { 3 }
            init(date: Date) { self.date = date }
            @ViewBuilder func caption() -> some View {
                if family == .systemSmall { Text("small") } else { Text("wide") }
            }
            var body: some View {
                VStack {
                    caption()
                    Text("\\(daysSinceLastActivity) days")
                }
            }
        }
        """, body: """
                VStack {
                    StatLabel(value: 3, systemImageName: "star")
                    Badge(date: now).padding()
                }
        """)
        #expect(text.contains("3 stars"), "\(text)")
        #expect(text.contains("wide"), "\(text)")
        #expect(text.contains("3 days"), "\(text)")
    }

    @Test func aViewStructWithoutABodyIsReported() {
        let diagnostics = Self.diagnostics("""
        struct TitleLabel: View {
            let title: String
        }
        """)
        #expect(diagnostics == ["1:8: view 'TitleLabel' needs a body, as in 'var body: some View { Text(\"…\") }'"])
    }
}

extension UserTypeTests {
    @Test func viewModifierStructsApplyWithModifier() throws {
        let text = try Self.render("""
        struct Caption: ViewModifier {
            var prefix: String
            func body(content: Content) -> some View {
                VStack {
                    Text(prefix)
                    content
                }
            }
        }
        """, body: """
                Text("inside").modifier(Caption(prefix: "label:"))
        """)
        #expect(text.contains("label:"), "\(text)")
        #expect(text.contains("inside"), "\(text)")
    }
}
