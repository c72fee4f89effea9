import Testing
@testable import WidgetRuntime

/// `URL.documentsDirectory` and its siblings (iOS 16's spelling): the folders of the widget's own container that
/// FileManager's `urls(for:in:)` and `temporaryDirectory` give, so code written either way finds the same files.
@Suite struct SwiftURLDirectoryTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct E: TimelineEntry { let date: Date; let text: String }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date(), text: "") }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                let documents = URL.documentsDirectory
                let same = documents == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                let caches = URL.cachesDirectory == FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
                    && URL.libraryDirectory == FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0]
                let temporary = URL.temporaryDirectory == FileManager.default.temporaryDirectory
                let file = URL.applicationSupportDirectory.appendingPathComponent("data.json")
                let text = "\\(same) \\(caches) \\(temporary) \\(file.lastPathComponent) \\(documents.isFileURL)"
                completion(Timeline(entries: [E(date: Date(), text: text)], policy: .never))
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { Text($0.text) }
            }
        }
        """

    @Test func theStaticFoldersAreTheContainersFolders() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors == [])
        #expect(drawn.rows.contains("true true true data.json true"), "\(drawn.rows)")
    }
}
