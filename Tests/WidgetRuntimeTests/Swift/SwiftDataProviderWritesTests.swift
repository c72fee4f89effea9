import Foundation
import Testing
@testable import WidgetRuntime

/// In Swift, any code may write through a `ModelContext`: a provider that fills its store when it is made (as Apple's
/// SwiftData samples generate their data in the provider's `init`) writes, and a model's own `id`, set in its `init`,
/// is the record's identity (found by it, unique by it).
@Suite struct SwiftDataProviderWritesTests {
    static let source = """
        import SwiftUI
        import WidgetKit
        import SwiftData

        struct Kind: RawRepresentable, Hashable, Codable {
            var rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            static let swallow = Self(rawValue: "Bird 1")
            static let hummingbird = Self(rawValue: "Bird 6")
        }

        @Model final class Species {
            @Attribute(.unique) var id: String
            var scale: Double
            var kind: Kind { Kind(rawValue: id) }
            init(kind: Kind, scale: Double = 1) {
                self.id = kind.rawValue
                self.scale = scale
            }
        }

        enum Generation {
            static let container = try! ModelContainer(for: Species.self)
            static func generateAll(_ context: ModelContext) {
                guard try! context.fetchCount(FetchDescriptor<Species>()) == 0 else { return }
                context.insert(Species(kind: .swallow))
                context.insert(Species(kind: .hummingbird, scale: 2.5))
            }
        }

        struct E: TimelineEntry { let date: Date; let text: String }

        struct P: TimelineProvider {
            let context = ModelContext(Generation.container)
            init() { Generation.generateAll(context) }
            func placeholder(in c: Context) -> E { E(date: .now, text: "…") }
            func getSnapshot(in c: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: c)) }
            func getTimeline(in c: Context, completion: @escaping (Timeline<E>) -> Void) {
                let all = try! context.fetch(FetchDescriptor<Species>(sortBy: [SortDescriptor(\\.id)]))
                let found = all.first { $0.kind == .hummingbird }
                let text = "\\(all.map(\\.id).joined(separator: ",")) \\(found?.scale ?? 0)"
                completion(Timeline(entries: [E(date: .now, text: text)], policy: .never))
            }
        }

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { entry in Text(entry.text) }
            }
        }
        """

    @Test func aProviderFillsItsStoreWhenItIsMadeAndFindsRecordsByTheirOwnID() throws {
        let session = try TestSession.open(Self.source, path: "W.swift")
        let first = try session.render(widget: "W", family: "systemMedium").result.text ?? ""
        #expect(first.contains("Bird 1,Bird 6 2.5"), "\(first)")
        // Made again (a second render of a new timeline), the provider finds the records and adds none.
        try session.invalidateTimeline(widget: "W")
        let second = try session.render(widget: "W", family: "systemMedium").result.text ?? ""
        #expect(second.contains("Bird 1,Bird 6 2.5"), "\(second)")
    }
}
