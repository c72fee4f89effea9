import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A static that an extension adds to a built-in type whose name is also a function (`URL`) or a member of another
/// type (`Notification.Name`), read and called through the type's name as Swift writes it; and widget families written
/// with their type (`[WidgetFamily.systemMedium]`).
@Suite struct SwiftBuiltinExtensionStaticsTests {
    static let source = SwiftWidgetDrawing.widget("""
        extension URL {
            static let home = URL(string: "https://example.com")!
            static func note(withTag tag: String) -> URL { URL(string: "app://note/\\(tag)")! }
        }
        extension Notification.Name {
            static let updateWidget = Notification.Name("UpdateWidget")
        }
        """, view: """
            var body: some View {
                VStack {
                    Text(URL.note(withTag: "x").absoluteString)
                    Text(URL.home.absoluteString + " " + (Notification.Name.updateWidget == Notification.Name("UpdateWidget") ? "same" : "other"))
                    Link(destination: URL.note(withTag: "y")) { Text("open") }
                }
            }
        """)

    @Test func staticsOfExtensionsAreReadThroughTheTypesName() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["app://note/x", "https://example.com same", "open"])
        let misspelt = Self.source.replacingOccurrences(of: "URL.note(withTag: \"x\")", with: "URL.nots(withTag: \"x\")")
        #expect(SwiftWidgetDrawing.errors(misspelt, path: "W.swift").contains { $0.hasSuffix("type 'URL' has no method 'nots'") }, "\(SwiftWidgetDrawing.errors(misspelt, path: "W.swift"))")
    }

    @Test func familiesMayBeWrittenWithTheirType() throws {
        let source = Self.source + """

            struct Families: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "families", provider: P()) { _ in Text("x") }
                        .supportedFamilies([WidgetFamily.systemMedium, .accessoryCircular])
                }
            }
            """
        let compiled = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source))
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        let program = try #require(compiled.program)
        #expect(program.families(ofWidget: "Families") == ["systemMedium", "accessoryCircular"])
    }
}
