import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetStore

/// A Swift global that makes the app's `ModelContainer` and fills it (`var shared: ModelContainer = { … insert … }()`,
/// SwiftData's way of seeding) runs as a seed block, once, when first read; a model's `Data` field is kept as base64
/// text; an `ObservableObject` model has no `objectWillChange` column.
@Suite struct SwiftDataSeedingTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import SwiftData

    @Model final class Photo: ObservableObject {
        var title: String
        var bytes: Data
        init(title: String, bytes: Data) {
            self.title = title
            self.bytes = bytes
        }
    }

    var sharedContainer: ModelContainer = {
        do {
            let container = try ModelContainer(for: Photo.self)
            let context = container.mainContext
            if try context.fetch(FetchDescriptor<Photo>()).isEmpty {
                [Photo(title: "dawn", bytes: Data([1, 2, 3])), Photo(title: "dusk", bytes: Data())].forEach { context.insert($0) }
            }
            return container
        } catch {
            fatalError("no container: \\(error)")
        }
    }()

    struct E: TimelineEntry { let date: Date; let lines: [String] }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), lines: []) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        @MainActor func lines() -> [String] {
            let photos = (try? sharedContainer.mainContext.fetch(FetchDescriptor<Photo>(sortBy: [SortDescriptor(\\.title)]))) ?? []
            return photos.map { "\\($0.title) \\($0.bytes.count) bytes" }
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            Task { @MainActor in completion(Timeline(entries: [E(date: Date(), lines: lines())], policy: .never)) }
        }
    }
    struct V: View {
        let entry: E
        var body: some View { VStack { ForEach(entry.lines, id: \\.self) { Text($0) } } }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "photos", provider: P()) { V(entry: $0) } }
    }
    """

    @Test func aGlobalThatFillsTheContainerRunsAsASeed() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "Photos.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "Photos.swift")
        let lines = SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemMedium").result.text).filter { !$0.isEmpty }
        #expect(lines.filter { $0.hasSuffix("bytes") } == ["dawn 3 bytes", "dusk 0 bytes"], "\(lines)")
        let photo = try #require(session.store.schema.model(named: "Photo"))
        #expect(photo.fields.first { $0.name == "bytes" }?.type == .data)
        #expect(!photo.fields.contains { $0.name == "objectWillChange" })
        let stored = try session.store.all("Photo").map { $0["bytes"] }
        #expect(stored.contains(.string("AQID")), "\(stored)")
    }
}
