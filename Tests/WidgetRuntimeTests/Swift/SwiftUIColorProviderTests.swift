import Testing
import WidgetRender
@testable import WidgetRuntime

/// `UIColor { traits in … }` (UIKit's `init(dynamicProvider:)`): the colour its closure gives for the appearance drawn.
@Suite struct SwiftUIColorProviderTests {
    static let source = SwiftWidgetDrawing.widget("""
        extension UIColor {
            static let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
        }
        """, view: """
            var body: some View {
                Text("ink").foregroundStyle(Color(uiColor: .ink))
            }
        """)

    @Test func theClosureGivesTheColourOfTheAppearance() throws {
        for (scheme, expected) in [("light", CellColor.named(.blue)), ("dark", CellColor.named(.red))] {
            let session = try TestSession.open(Self.source, path: "W.swift") { $0.colorScheme = scheme }
            let result = try session.render(widget: "W", family: "systemMedium", options: RenderOptions(colorMode: .ansi16)).result
            let canvas = result.canvas
            var found: CellColor?
            for y in 0..<canvas.height { for x in 0..<canvas.width where canvas[x, y].content == Unicode.Scalar("i").value { found = canvas[x, y].style.foreground } }
            #expect(found == expected, "\(scheme): \(String(describing: found))")
        }
    }
}
