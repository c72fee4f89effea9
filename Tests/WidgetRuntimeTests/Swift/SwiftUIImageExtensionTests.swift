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
}
