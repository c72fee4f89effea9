import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// An `@autoclosure` parameter of the program's `extension View` (`.if(condition) { $0.… }`, a common helper): the
/// argument is run where the method calls it. It was a Bool called as a function ("Bool cannot be called").
@Suite struct SwiftAutoclosureViewTests {
    @Test func aConditionalModifierHelperRunsItsCondition() throws {
        let source = SwiftWidgetDrawing.widget("""
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
                    if condition() {
                        transform(self)
                    } else {
                        self
                    }
                }
            }
            """, view: """
                let count = 3
                var body: some View {
                    VStack {
                        Text("many").if(count > 2) { $0.hidden() }
                        Text("few").if(count < 2) { $0.hidden() }
                        Text("shown")
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["few", "shown"])
    }
}
