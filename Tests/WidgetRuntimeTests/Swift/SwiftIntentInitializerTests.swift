import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// An app intent's `init` that does more than store its parameters is Swift, and runs: when a
/// view makes the intent for a button (`PageIntent(page: entry.page + 9)` clamps the page and
/// writes the label), and `init()` when the intent is performed by name, as AppIntents makes an
/// intent before setting the parameters it was given.
@Suite struct SwiftIntentInitializerTests {
    static let source = """
    import WidgetKit
    import AppIntents
    import SwiftUI

    struct PageIntent: AppIntent {
        static var title: LocalizedStringResource = "Go to page"
        @Parameter(title: "Page") var page: Int
        @Parameter(title: "Label") var label: String
        init() { page = 0; label = "first" }
        init(page: Int) {
            self.page = min(max(page, 0), 4)
            label = "page \\(self.page + 1) of 5"
        }
        func perform() async throws -> some IntentResult {
            UserDefaults.standard.set(page, forKey: "page")
            UserDefaults.standard.set(label, forKey: "label")
            return .result()
        }
    }

    struct E: TimelineEntry { let date: Date; let page: Int; let label: String }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: .now, page: 0, label: "-") }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let page = UserDefaults.standard.integer(forKey: "page")
            let label = UserDefaults.standard.string(forKey: "label") ?? "none"
            completion(Timeline(entries: [E(date: .now, page: page, label: label)], policy: .never))
        }
    }
    struct Pager: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "pager", provider: P()) { entry in
                VStack {
                    Text("at \\(entry.page): \\(entry.label)")
                    HStack {
                        Button(intent: PageIntent(page: entry.page - 1)) { Text("prev") }
                        Button(intent: PageIntent(page: entry.page + 9)) { Text("next") }
                    }
                }
            }
            .supportedFamilies([.systemMedium])
        }
    }

    """

    static func shown(_ session: WidgetSession) throws -> String {
        let outcome = try session.render(widget: "Pager", family: "systemMedium")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return SwiftWidgetDrawing.rows(outcome.result.text).first { $0.hasPrefix("at ") } ?? outcome.result.text
    }

    @Test func theInitializersRunWhenAButtonMakesTheIntentAndWhenItIsPerformed() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "Pager.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "Pager.swift")
        #expect(try Self.shown(session) == "at 0: none")
        // "next" was made with page 0 + 9: its init clamped the page to 4 and wrote the label.
        try session.tap(widget: "Pager", family: "systemMedium", button: 2)
        #expect(try Self.shown(session) == "at 4: page 5 of 5")
        try session.tap(widget: "Pager", family: "systemMedium", button: 1)
        #expect(try Self.shown(session) == "at 3: page 4 of 5")
        // Performed by name: made by init(), then given the parameters passed.
        try session.perform(intent: "PageIntent", arguments: [:])
        #expect(try Self.shown(session) == "at 0: first")
        try session.perform(intent: "PageIntent", arguments: ["page": "2"])
        #expect(try Self.shown(session) == "at 2: first")
    }

    @Test func anInitializersBodyIsCheckedAndCallsMustMatchOne() {
        let wrong = Self.source
            .replacingOccurrences(of: "label = \"page \\(self.page + 1) of 5\"", with: "label = self.page")
            .replacingOccurrences(of: "PageIntent(page: entry.page - 1)", with: "PageIntent(pages: entry.page - 1)")
        #expect(SwiftWidgetDrawing.errors(wrong, path: "Pager.swift") == [
            "12:17: cannot assign a value of type Int to 'label' of type String",
            "37:36: no initializer of 'PageIntent' takes the arguments (pages:); use PageIntent() or PageIntent(page:)",
        ])
    }

    /// An entity's `init` runs too: its query makes each entity from its id alone.
    @Test func anEntitysInitializerRunsWhenItsQueryMakesIt() throws {
        let source = """
        import WidgetKit
        import AppIntents
        import SwiftUI

        struct CityEntity: AppEntity {
            let id: Int
            let name: String
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
            static var defaultQuery = CityQuery()
            init(id: Int) {
                self.id = id
                name = ["Oslo", "Paris", "Lima"][id % 3]
            }
        }
        struct CityQuery: EntityQuery {
            func entities(for identifiers: [Int]) async throws -> [CityEntity] { identifiers.map { CityEntity(id: $0) } }
            func suggestedEntities() async throws -> [CityEntity] { [CityEntity(id: 0)] }
        }
        struct PinCity: AppIntent {
            static var title: LocalizedStringResource = "Pin city"
            @Parameter(title: "City") var city: CityEntity
            func perform() async throws -> some IntentResult {
                UserDefaults.standard.set(city.name, forKey: "city")
                return .result()
            }
        }
        struct E: TimelineEntry { let date: Date; let city: String }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: .now, city: "-") }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: .now, city: UserDefaults.standard.string(forKey: "city") ?? "none")], policy: .never))
            }
        }
        struct Pinned: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "pinned", provider: P()) { entry in Text("pinned \\(entry.city)") }
            }
        }

        """
        let errors = SwiftWidgetDrawing.errors(source, path: "Pinned.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "Pinned.swift")
        try session.perform(intent: "PinCity", arguments: ["city": "4"])
        let rows = SwiftWidgetDrawing.rows(try session.render(widget: "Pinned", family: "systemSmall").result.text)
        #expect(rows.contains("pinned Paris"), "\(rows)")
    }

    /// The corpus file (`accepted/extensions/timeline-with-relevances-and-intents.swift`): `init() { page = 0 }`.
    @Test func theCorpusIntentChecks() {
        let source = """
        import WidgetKit
        import AppIntents
        import SwiftUI

        struct NextIntent: AppIntent {
            static var title: LocalizedStringResource = "Next page"
            static var isDiscoverable: Bool { false }
            @Parameter(title: "Page") var page: Int
            init() { page = 0 }
            init(page: Int) { self.page = page }
            func perform() async throws -> some IntentResult {
                UserDefaults.standard.set(page, forKey: "page")
                return .result()
            }
        }

        """
        #expect(SwiftWidgetDrawing.errors(source, path: "Next.swift").isEmpty)
    }

    /// An entity whose extension adds an `init` keeps its memberwise initializer, as a struct does (Solstice's
    /// `LocationAppEntity(from:)` beside `LocationAppEntity(id:title:…)`).
    @Test func anEntityKeepsItsMemberwiseInitializerBesideAnExtensionsInit() {
        let outcome = SwiftProgram.run(source: """
            import AppIntents
            import Foundation

            struct PlaceEntity: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
                static var defaultQuery = PlaceQuery()
                var id: String
                var title: String
                var latitude: Double
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(title)") }
            }

            struct PlaceQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PlaceEntity] { [] }
                func suggestedEntities() async throws -> [PlaceEntity] { [] }
            }

            extension PlaceEntity {
                init(from name: String) {
                    self.init(id: "x:" + name, title: name, latitude: 0)
                }
            }

            func run() {
                let a = PlaceEntity(id: "1", title: "London", latitude: 51.5)
                let b = PlaceEntity(from: "Paris")
                print(a.title, a.latitude, b.id, b.title)
            }
            """, fileName: "entity.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "London 51.5 x:Paris Paris\n")
    }
}
