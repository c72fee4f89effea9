import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetStore

/// SwiftData's composite attributes: a model's field of a `Codable` struct (`var palette: Palette`) and of an array of
/// them (`var parts: [Part]`), kept in the store as JSON and read back as the values written; and two to-many
/// relationships naming one inverse (`leading` and `trailing` plants of a yard), each holding what was put in it.
@Suite struct SwiftDataCompositeTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import SwiftData
    import AppIntents

    struct Palette: Codable {
        var body: String
        var wing: String
        var size: Int = 1
    }
    struct Part: Codable, Identifiable {
        var id: String
        var count: Int
    }

    @Model final class Bird {
        var name: String
        var palette: Palette
        var parts: [Part] = []
        var nest = Palette(body: "twig", wing: "moss", size: 2)
        init(name: String, palette: Palette, parts: [Part] = []) {
            self.name = name
            self.palette = palette
            self.parts = parts
        }
    }

    @Model final class Yard {
        var name: String
        @Relationship(inverse: \\Plant.yard) var leading: [Plant] = []
        @Relationship(inverse: \\Plant.yard) var trailing: [Plant] = []
        init(name: String) { self.name = name }
    }
    @Model final class Plant {
        var kind: String
        var yard: Yard?
        init(kind: String) { self.kind = kind }
    }

    struct AddBird: AppIntent {
        static var title: LocalizedStringResource = "Add"
        func perform() async throws -> some IntentResult {
            let context = ModelContext(try ModelContainer(for: Bird.self, Yard.self, Plant.self))
            context.insert(Bird(name: "Robin", palette: Palette(body: "red", wing: "brown", size: 3),
                                parts: [Part(id: "beak", count: 1), Part(id: "wing", count: 2)]))
            let yard = Yard(name: "Back")
            context.insert(yard)
            let fern = Plant(kind: "fern"), rose = Plant(kind: "rose"), moss = Plant(kind: "moss")
            [fern, rose, moss].forEach { context.insert($0) }
            yard.leading.append(fern)
            yard.trailing.append(rose)
            yard.trailing.append(moss)
            try context.save()
            return .result()
        }
    }

    \(SwiftWidgetDrawing.entryAndProvider)
    struct BirdsView: View {
        @Query var birds: [Bird]
        @Query var yards: [Yard]
        let entry: E
        var body: some View {
            VStack {
                ForEach(birds) { bird in
                    Text("\\(bird.name) \\(bird.palette.body)/\\(bird.palette.wing) \\(bird.palette.size)")
                    Text(bird.parts.map { "\\($0.id)×\\($0.count)" }.joined(separator: " "))
                    Text("nest \\(bird.nest.body) \\(bird.nest.size)")
                }
                ForEach(yards) { yard in
                    Text("\\(yard.name): \\(yard.leading.map(\\.kind).sorted()) \\(yard.trailing.map(\\.kind).sorted())")
                }
            }
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "birds", provider: P()) { e in BirdsView(entry: e).modelContainer(for: [Bird.self, Yard.self, Plant.self]) }
        }
    }
    """

    @Test func aCodableStructFieldIsKeptAndReadBack() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "Birds.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "Birds.swift")
        try session.perform(intent: "AddBird", arguments: [:])
        let lines = SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemLarge").result.text).filter { !$0.isEmpty }
        #expect(lines.contains("Robin red/brown 3"), "\(lines)")
        #expect(lines.contains("beak×1 wing×2"), "\(lines)")
        // (A field typed by its value, `var nest = Palette(…)`, is a composite too.)
        #expect(lines.contains("nest twig 2"), "\(lines)")
        #expect(lines.contains("Back: [\"fern\"] [\"moss\", \"rose\"]"), "\(lines)")
        // The store's schema: the struct is one column of JSON text, the second list its own link on Plant.
        let schema = session.store.schema
        #expect(schema.model(named: "Bird")?.fields.first { $0.name == "palette" }?.type == .composite(name: "Palette"))
        #expect(schema.model(named: "Bird")?.fields.first { $0.name == "parts" }?.type == .composite(name: "[Part]"))
        #expect(schema.model(named: "Bird")?.fields.first { $0.name == "nest" }?.type == .composite(name: "Palette"))
        #expect(schema.model(named: "Plant")?.relationships.map(\.name).sorted() == ["inverseOfYardTrailing", "yard"])
        let stored = try #require(try session.store.all("Bird").first)
        guard case .string(let json) = stored["palette"] else { Issue.record("palette is kept as \(stored["palette"])"); return }
        #expect(json.contains("\"red\"") && json.contains("\"brown\""), "\(json)")
    }
}
