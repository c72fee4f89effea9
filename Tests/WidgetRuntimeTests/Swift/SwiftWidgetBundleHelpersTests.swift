import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A bundle that lists its widgets through helpers typed `some Widget` (one per OS version): WidgetKit's protocols as
/// types are checked loosely, and each widget of the module is drawn.
@Suite struct SwiftWidgetBundleHelpersTests {
    static let source = """
        import SwiftUI
        import WidgetKit

        \(SwiftWidgetDrawing.entryAndProvider)
        struct Archive: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "archive", provider: P()) { _ in Text("archive") } }
        }
        struct OldArchive: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "old", provider: P()) { _ in Text("old") } }
        }

        @main
        struct Widgets: WidgetBundle {
            var body: some Widget { widgets() }

            func widgets() -> some Widget {
                if #available(iOS 17.0, *) {
                    return Archive()
                } else {
                    return OldArchive()
                }
            }

            @WidgetBundleBuilder
            var extras: some Widget {
                OldArchive()
            }
        }

        // The lists of a shared module: static builder properties of an enum's extension, one using another.
        enum Kit {}
        extension Kit {
            @WidgetBundleBuilder @MainActor public static var all: some Widget {
                if #available(iOS 17.0, *) {
                    desktop
                }
            }
            @available(iOS 17.0, *)
            @WidgetBundleBuilder @MainActor public static var desktop: some Widget {
                #if !os(watchOS)
                Archive()
                OldArchive()
                #endif
            }
        }
        """

    @Test func helpersTypedSomeWidgetCheckAndTheWidgetsDraw() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Bundle.swift", text: Self.source)).diagnostics.filter { $0.severity != .note }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let session = try TestSession.open(Self.source, path: "Bundle.swift")
        #expect(session.program.widgetNames.sorted() == ["Archive", "OldArchive"])
        #expect(try session.render(widget: "Archive", family: "systemSmall").result.text.contains("archive"))
    }
}
