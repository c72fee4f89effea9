import Testing
@testable import WidgetRuntime

/// A picture is a SwiftUI `Image` and a `UIImage` alike: what `extension UIImage` adds (a property, a method that
/// gives another `UIImage`) is found on a `UIImage` value, by `check` and when the widget is drawn.
@Suite struct SwiftUIImageExtensionTests {
    static let source = SwiftWidgetDrawing.widget("""
        extension UIImage {
            var shape: String { size.width > size.height ? "wide" : "not wide" }
            func limited() -> UIImage { self }
        }
        """, view: """
            var body: some View {
                if let star = UIImage(systemName: "star") {
                    Text(star.limited().shape)
                } else {
                    Text("no star")
                }
            }
        """)

    @Test func aUIImageHasWhatItsExtensionAdds() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["not wide"] || drawn.rows == ["wide"], "\(drawn.rows)")
        let misspelt = SwiftWidgetDrawing.errors(Self.source.replacingOccurrences(of: "star.limited().shape", with: "star.limitd().shape"), path: "W.swift")
        #expect(!misspelt.isEmpty, "a method no extension declares is an error")
    }

    /// `Image.Assets.arrow` where `extension Image { enum Assets { static var arrow: Image { … } } }`: a type of the program's
    /// declared inside a view, named through the view.
    @Test func aTypeDeclaredInAnExtensionOfImageIsNamedThroughIt() throws {
        let source = SwiftWidgetDrawing.widget("""
            extension Image {
                enum Assets {
                    static var arrow: Image { Image(systemName: "arrow.right") }
                    static let label = "go"
                }
            }
            """, view: """
                var body: some View {
                    HStack { Image.Assets.arrow; Text(Image.Assets.label) }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["→ go"], "\(drawn.rows)")
        let misspelt = SwiftWidgetDrawing.errors(source.replacingOccurrences(of: "Image.Assets.arrow", with: "Image.Asets.arrow"), path: "W.swift")
        #expect(!misspelt.isEmpty, "a type no extension declares is an error")
    }
}
