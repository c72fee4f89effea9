import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `UIFont` as widget code shares it with its app: a size, a weight and a name, and the system font of its size and
/// weight when given to SwiftUI (`Font(uiFont)`).
@Suite struct UIKitFontTests {
    typealias H = BuiltinHarness

    @Test func aFontHasItsSizeAndName() throws {
        #expect(try H.evaluate("UIFont.systemFont(ofSize: 80).pointSize") == "80.0")
        #expect(try H.evaluate("UIFont.systemFont(ofSize: 11, weight: .semibold).fontName") == ".SFUI-Semibold")
        #expect(try H.evaluate("UIFont.preferredFont(forTextStyle: .caption1).pointSize") == "12.0")
        #expect(try H.evaluate("UIFont(name: \"Menlo\", size: 9)?.fontName ?? \"none\"") == "Menlo")
        #expect(try H.evaluate("UIFont.boldSystemFont(ofSize: 10).withSize(14).pointSize") == "14.0")
        let errors = H.errors(H.source(statements: "", value: "UIFont.systemFont(ofSize: \"big\").pointSize"))
        #expect(errors.first?.contains("cannot use a value of type String as Double for 'ofSize:' of 'systemFont'") == true, "\(errors)")
    }

    @Test func swiftUIDrawsAUIFontAsTheSystemFont() throws {
        let source = SwiftWidgetDrawing.widget("""
            enum Fonts {
                static let value = UIFont.systemFont(ofSize: 12, weight: .bold)
            }
            """, view: """
                var body: some View {
                    VStack {
                        Text("bold").font(Font(Fonts.value))
                        Text("\\(Int(Fonts.value.pointSize))")
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["bold", "12"])
    }
}
