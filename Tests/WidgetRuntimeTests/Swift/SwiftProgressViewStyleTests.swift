import Testing
import WidgetRender
@testable import WidgetRuntime

/// The progress view style types written with their initializer, the older spelling of `.progressViewStyle(.linear)`:
/// `LinearProgressViewStyle(tint:)` draws the bar in its tint, as `.tint(…)` does; without a tint the bar keeps its colour.
@Suite struct SwiftProgressViewStyleTests {
    static func barColours(_ style: String) throws -> (errors: [String], colours: Set<CellColor>, text: String) {
        let source = SwiftWidgetDrawing.widget(view: """
                var body: some View {
                    ProgressView(value: 0.5) { Text("Done") }
                        .progressViewStyle(\(style))
                }
            """)
        let errors = SwiftWidgetDrawing.errors(source, path: "W.swift")
        guard errors.isEmpty else { return (errors, [], "") }
        let session = try TestSession.open(source, path: "W.swift")
        let result = try session.render(widget: "W", family: "systemMedium", options: RenderOptions(colorMode: .ansi16)).result
        var colours: Set<CellColor> = []
        for y in 0..<result.canvas.height {
            for x in 0..<result.canvas.width where "█▌▏━─".contains(result.canvas.character(atX: x, y: y)) {
                if let colour = result.canvas[x, y].style.foreground { colours.insert(colour) }
            }
        }
        return ([], colours, result.text)
    }

    @Test func theTintOfTheStyleColoursTheBar() throws {
        let tinted = try Self.barColours("LinearProgressViewStyle(tint: .red)")
        #expect(tinted.errors == [])
        #expect(tinted.colours.contains(.named(.red)), "\(tinted.colours)\n\(tinted.text)")
        let plain = try Self.barColours("LinearProgressViewStyle()")
        #expect(plain.errors == [])
        #expect(!plain.colours.contains(.named(.red)) && plain.text.contains("Done"), "\(plain.colours)\n\(plain.text)")
        let circular = try Self.barColours("CircularProgressViewStyle(tint: .blue)")
        #expect(circular.errors == [])
        #expect(circular.colours.contains(.named(.blue)), "\(circular.colours)\n\(circular.text)")
        #expect(try Self.barColours("DefaultProgressViewStyle()").errors == [])
    }
}
