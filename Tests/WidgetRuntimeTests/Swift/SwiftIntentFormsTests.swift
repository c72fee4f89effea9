import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// AppIntents as Xcode 16's templates and apps write them: `static var description: IntentDescription { "…" }`,
/// a `parameterSummary` with `When`/`Summary`, entities whose ids are `Int` or `UUID`, resolved by their query's
/// `entities(for:)` before `perform`, a `TransientAppEntity` with `@Property`, `requestConfirmation` and an
/// `AppShortcutsProvider`.
@Suite struct SwiftIntentFormsTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import AppIntents

    struct CityEntity: AppEntity {
        let id: Int
        let name: String
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
        static var defaultQuery = CityQuery()
    }

    struct CityQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [CityEntity] {
            identifiers.map { CityEntity(id: $0, name: "City \\($0)") }
        }
        func suggestedEntities() async throws -> [CityEntity] { [CityEntity(id: 1, name: "Paris"), CityEntity(id: 2, name: "Oslo")] }
    }

    struct NoteEntity: TransientAppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
        @Property(title: "Body") var body: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(body)") }
        init() { body = "" }
    }

    struct SelectCity: WidgetConfigurationIntent {
        static var title: LocalizedStringResource = "Select city"
        static var description: IntentDescription { "Choose the city to show." }
        @Parameter(title: "City") var city: CityEntity?
        @Parameter(title: "Detailed", default: false) var detailed: Bool
        static var parameterSummary: some ParameterSummary {
            When(\\.$detailed, .equalTo, true) {
                Summary("Show \\(\\.$city) in detail")
            } otherwise: {
                Summary("Show \\(\\.$city)")
            }
        }
    }

    struct DeleteIntent: AppIntent {
        static var title: LocalizedStringResource = "Delete"
        static var description = IntentDescription("Deletes a city.")
        @Parameter(title: "City") var city: CityEntity
        static var parameterSummary: some ParameterSummary { Summary("Delete \\(\\.$city)") }
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            try await requestConfirmation(result: .result(dialog: "Delete \\(city.name)?"))
            print("deleting \\(city.name)")
            return .result(value: city.name)
        }
    }

    struct PlaceEntity: AppEntity {
        let id: UUID
        let name: String
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
        static var defaultQuery = PlaceQuery()
    }

    struct PlaceQuery: EntityQuery {
        func entities(for identifiers: [PlaceEntity.ID]) async throws -> [PlaceEntity] {
            identifiers.map { PlaceEntity(id: $0, name: "Place " + $0.uuidString.prefix(4)) }
        }
        func suggestedEntities() async throws -> [PlaceEntity] { [] }
    }

    struct PinPlace: AppIntent {
        static var title: LocalizedStringResource = "Pin"
        @Parameter(title: "Place") var place: PlaceEntity
        func perform() async throws -> some IntentResult {
            let note = NoteEntity()
            print("pinned \\(place.name)\\(note.body)")
            return .result()
        }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: DeleteIntent(), phrases: ["Delete a city in \\(.applicationName)"], shortTitle: "Delete", systemImageName: "trash")
        }
    }

    struct E: TimelineEntry { let date: Date; let city: String }

    struct P: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), city: "—") }
        func snapshot(for configuration: SelectCity, in context: Context) async -> E { E(date: Date(), city: configuration.city?.name ?? "none") }
        func timeline(for configuration: SelectCity, in context: Context) async -> Timeline<E> {
            Timeline(entries: [E(date: Date(), city: configuration.city?.name ?? "none")], policy: .never)
        }
    }

    struct CityView: View {
        let entry: E
        var body: some View { Text("City: \\(entry.city)") }
    }

    struct CityWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "city", intent: SelectCity.self, provider: P()) { entry in CityView(entry: entry) }
        }
    }
    """

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func checksWithNotesForWhatATerminalCannotDo() {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "I.swift", text: Self.source)).diagnostics
        let located = diagnostics.map { "\($0.severity) \($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(!located.contains { $0.hasPrefix("error") }, "\(located)")
        #expect(located.contains("note 47:19: 'requestConfirmation' asks no one in a terminal: the intent goes on as if confirmed"), "\(located)")
        #expect(located.contains { $0.hasPrefix("note 78:8: 'Shortcuts' (AppShortcutsProvider) is accepted") && $0.contains("its intents, DeleteIntent, run with 'widgetry perform'") },
                "\(located)")
    }

    @Test func aConfiguredEntityWithAnIntIDIsFoundByItsQuery() throws {
        let session = try TestSession.open(Self.source, path: "I.swift") { $0.configOverrides = ["city": "2"] }
        let text = try session.render(widget: "CityWidget", family: "systemSmall").result.text
        #expect(text.contains("City: City 2"), "\(text)")
    }

    /// An entity whose `id` is computed from what it wraps (`var id: Int { code }`), as apps write
    /// entities around their models: found by its query, and listed with its ids.
    @Test func anEntityWithAComputedID() throws {
        let source = Self.source
            .replacingOccurrences(of: "struct CityEntity: AppEntity {\n    let id: Int", with: "struct CityEntity: AppEntity {\n    let code: Int\n    var id: Int { code }")
            .replacingOccurrences(of: "CityEntity(id:", with: "CityEntity(code:")
        #expect(SwiftWidgetDrawing.errors(source, path: "I.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "I.swift"))")
        let session = try TestSession.open(source, path: "I.swift") { $0.configOverrides = ["city": "2"] }
        let text = try session.render(widget: "CityWidget", family: "systemSmall").result.text
        #expect(text.contains("City: City 2"), "\(text)")
        let city = try #require(try session.configurationParameters(widget: "CityWidget").first { $0.name == "city" })
        #expect(city.suggestions == ["1 (Paris)", "2 (Oslo)"], "\(city.suggestions)")
    }

    /// A configuration intent's computed property, declared in an extension as apps do, reads its parameters.
    @Test func aConfigurationIntentsComputedPropertyReadsItsParameters() throws {
        let source = Self.source
            .replacingOccurrences(of: "configuration.city?.name ?? \"none\")]", with: "configuration.cityLabel)]")
            + """

            extension SelectCity {
                var cityLabel: String {
                    guard let city else { return "none" }
                    return detailed ? "\\(city.name) (\\(city.id))" : city.name
                }
            }
            """
        #expect(SwiftWidgetDrawing.errors(source, path: "I.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "I.swift"))")
        let plain = try TestSession.open(source, path: "I.swift") { $0.configOverrides = ["city": "2"] }
        #expect(try plain.render(widget: "CityWidget", family: "systemSmall").result.text.contains("City: City 2"))
        let detailed = try TestSession.open(source, path: "I.swift") { $0.configOverrides = ["city": "2", "detailed": "true"] }
        let text = try detailed.render(widget: "CityWidget", family: "systemMedium").result.text
        #expect(text.contains("City: City 2 (2)"), "\(text)")
        let broken = source.replacingOccurrences(of: "return detailed ?", with: "return detailled ?")
        #expect(SwiftWidgetDrawing.errors(broken, path: "I.swift").contains { $0.contains("unknown name 'detailled'") },
                "\(SwiftWidgetDrawing.errors(broken, path: "I.swift"))")
    }

    /// An entity's query is its struct: its statics, `Self`, stored properties and helpers with parameters serve its
    /// requirements, and a misspelt name in it is found by `check`.
    @Test func anEntityQueryIsAStructWithStaticsAndHelpers() throws {
        let query = """
            struct CityQuery: EntityQuery {
                static let names = [1: "Paris", 2: "Oslo"]
                let prefix = "City of"
                static func city(_ id: Int) -> CityEntity { CityEntity(id: id, name: names[id] ?? "nowhere") }
                func label(_ city: CityEntity) -> CityEntity { CityEntity(id: city.id, name: "\\(prefix) \\(city.name)") }
                func entities(for identifiers: [Int]) async throws -> [CityEntity] {
                    identifiers.map { label(Self.city($0)) }
                }
                func suggestedEntities() async throws -> [CityEntity] { Self.names.keys.sorted().map(Self.city) }
            }
            """
        let start = try #require(Self.source.range(of: "struct CityQuery: EntityQuery {"))
        let end = try #require(Self.source.range(of: "struct NoteEntity", range: start.upperBound..<Self.source.endIndex))
        let source = Self.source.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: query + "\n\n")
        #expect(SwiftWidgetDrawing.errors(source, path: "I.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "I.swift"))")
        let session = try TestSession.open(source, path: "I.swift") { $0.configOverrides = ["city": "2"] }
        let text = try session.render(widget: "CityWidget", family: "systemSmall").result.text
        #expect(text.contains("City: City of Oslo"), "\(text)")
        let city = try #require(try session.configurationParameters(widget: "CityWidget").first { $0.name == "city" })
        #expect(city.suggestions == ["1 (Paris)", "2 (Oslo)"], "\(city.suggestions)")
        let broken = source.replacingOccurrences(of: "names[id] ??", with: "nams[id] ??")
        #expect(SwiftWidgetDrawing.errors(broken, path: "I.swift").contains { $0.contains("unknown name 'nams'") },
                "\(SwiftWidgetDrawing.errors(broken, path: "I.swift"))")
    }

    /// An intent's methods are checked as members, also one that `perform` does not call.
    @Test func anIntentsMethodsAreChecked() {
        let source = Self.source.replacingOccurrences(of: "struct PinPlace: AppIntent {", with: """
            struct PinPlace: AppIntent {
                func label() -> String { place.name + suffx }
            """)
        let errors = SwiftWidgetDrawing.errors(source, path: "I.swift")
        #expect(errors.contains { $0.contains("unknown name 'suffx'") }, "\(errors)")
    }

    @Test func anIntentsEntityParameterIsResolvedBeforePerform() throws {
        let lines = Lines()
        let session = try TestSession.open(Self.source, path: "I.swift") { options in options.trace = { lines.add($0) } }
        try session.perform(intent: "DeleteIntent", arguments: ["city": "1"])
        #expect(lines.all.contains("entities(for: [\"1\"])") && lines.all.contains("deleting City 1"), "\(lines.all)")
        let id = "6B29FC40-CA47-1067-B31D-00DD010662DA"
        try session.perform(intent: "PinPlace", arguments: ["place": id])
        #expect(lines.all.contains("pinned Place 6B29"), "a UUID id reaches entities(for:) as a UUID: \(lines.all)")
        #expect(throws: SessionError.self) { try session.perform(intent: "DeleteIntent", arguments: ["city": "x"]) }
        do {
            try session.perform(intent: "PinPlace", arguments: ["place": "nope"])
            Issue.record("a text that is no UUID was taken as a PlaceEntity id")
        } catch let error as SessionError {
            #expect(error.message == "an id of PlaceEntity is a UUID, not 'nope'")
        }
    }

    /// An entity's statics (`static let medium = SymbolSize(…)`, a list of them) are its type's, read by its
    /// query and by code as in Swift.
    @Test func anEntityKeepsItsStatics() throws {
        let outcome = SwiftProgram.run(source: """
            import AppIntents

            struct SymbolSize: AppEntity {
                let id: String
                let width: Int
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static var defaultQuery = SizeQuery()
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }

                static let small = SymbolSize(id: "Small", width: 12)
                static let large = SymbolSize(id: "Large", width: 36)
                static let allSizes: [SymbolSize] = [small, large]

                struct SizeQuery: EntityQuery {
                    func entities(for identifiers: [SymbolSize.ID]) async throws -> [SymbolSize] {
                        SymbolSize.allSizes.filter { identifiers.contains($0.id) }
                    }
                }
            }

            func run() {
                print(SymbolSize.large.width, SymbolSize.allSizes.map(\\.id))
            }
            """, fileName: "sizes.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "36 [\"Small\", \"Large\"]\n")
    }

    /// A static computed property, and a static method that names an extension's static stored property bare, as a
    /// struct's would (`lastChecks.removeAll()` in `static func clear()`).
    @Test func anEntitysStaticMethodsAndComputedStaticsAreItsTypes() throws {
        let outcome = SwiftProgram.run(source: """
            import AppIntents

            struct Account: AppEntity, Hashable {
                var id: String { name }
                let name: String
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
                static var defaultQuery = AccountQuery()
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
                static var demo: Account { Account(name: "Demo") }
            }

            struct AccountQuery: EntityQuery {
                func entities(for identifiers: [Account.ID]) async throws -> [Account] { [] }
            }

            extension Account {
                static private var checks: [Account: Int] = [:]
                static func check(_ account: Account) -> Int {
                    checks[account, default: 0] += 1
                    return checks[account] ?? 0
                }
                static func clear() { checks.removeAll() }
            }

            func run() {
                print(Account.check(.demo), Account.check(Account.demo))
                Account.clear()
                print(Account.check(.demo), Account.demo.name)
            }
            """, fileName: "accounts.swift")
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "1 2\n1 Demo\n")
    }

    /// `struct TintConfiguration: ColorConfigIntent` where `protocol ColorConfigIntent: AppIntent, WidgetConfigurationIntent`: the
    /// type conforms to what its protocol refines, so it is a configuration intent, with its `@Parameter`s and its default.
    @Test func anIntentThroughAProtocolOfTheProgramIsOne() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import AppIntents

            protocol ColorConfigIntent: AppIntent, WidgetConfigurationIntent {
                var tint: String { get }
            }
            struct TintConfiguration: ColorConfigIntent {
                static let title: LocalizedStringResource = "Tint"
                @Parameter(title: "Tint", default: "red") var tint: String
            }
            struct E: TimelineEntry { let date: Date; let tint: String }
            struct P: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), tint: "none") }
                func snapshot(for configuration: TintConfiguration, in context: Context) async -> E { E(date: Date(), tint: configuration.tint) }
                func timeline(for configuration: TintConfiguration, in context: Context) async -> Timeline<E> {
                    Timeline(entries: [E(date: Date(), tint: configuration.tint)], policy: .never)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: "w", intent: TintConfiguration.self, provider: P()) { e in Text("tint \\(e.tint)") }
                }
            }
            """
        let errors = SwiftWidgetDrawing.errors(source, path: "W.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "W.swift")
        let text = try session.render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("tint red"), "\(text)")
    }

    /// Two configuration intents each nest a `Configuration` in an extension; each one's computed property names its own.
    @Test func intentsNestTypesOfTheSameNameInTheirExtensions() {
        let source = """
            import AppIntents
            import WidgetKit
            protocol Representing { associatedtype Configuration; var configuration: Configuration { get } }
            struct ColorIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Color"
                @Parameter(title: "Name") var name: String?
            }
            struct SizeIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Size"
                @Parameter(title: "Points", default: 12) var points: Int
            }
            extension ColorIntent: Representing {
                struct Configuration { let name: String }
                var configuration: Configuration { Configuration(name: name ?? "none") }
            }
            extension SizeIntent: Representing {
                struct Configuration { let points: Int }
                var configuration: Configuration { Configuration(points: points) }
            }
            func run() {
                print(ColorIntent().configuration.name, SizeIntent().configuration.points)
            }
            """
        let outcome = SwiftProgram.run(source: source, fileName: "main.swift")
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.output == "none 12\n")
    }

    /// A provider's `typealias Intent = CountConfig` names the configuration from outside it: `intent: CountProvider.Intent.self`
    /// and `CountProvider.Intent()` in a preview (was "type 'CountProvider' has no method 'Intent'", Chinendar).
    @Test func aProvidersIntentAliasNamesTheConfiguration() throws {
        let source = """
            import WidgetKit
            import SwiftUI
            import AppIntents

            struct CountConfig: WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Count"
                @Parameter(title: "Start", default: 3) var start: Int
            }
            struct Entry: TimelineEntry { let date: Date; let n: Int }
            struct CountProvider: AppIntentTimelineProvider {
                typealias Intent = CountConfig
                func placeholder(in context: Context) -> Entry { Entry(date: Date(), n: 0) }
                func snapshot(for configuration: Intent, in context: Context) async -> Entry { Entry(date: Date(), n: configuration.start) }
                func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
                    Timeline(entries: [Entry(date: Date(), n: configuration.start)], policy: .never)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: "w", intent: CountProvider.Intent.self, provider: CountProvider()) { e in Text("n \\(e.n)") }
                }
            }
            #Preview("Five", as: .systemSmall, using: {
                let intent = CountProvider.Intent()
                intent.start = 5
                return intent
            }(), widget: { W() }, timelineProvider: { CountProvider() })
            """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("n 3") == true, "\(drawn.text ?? "")")
        let program = try #require(WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).program)
        let runner = WidgetTestRunner(program: program, options: TestOptions(scratchFolder: PackagePaths.temporaryDirectory("intent-alias").path))
        let previews = runner.renderPreviews().map(\.result)
        #expect(previews.count == 1)
        if case .success(let text)? = previews.first { #expect(text.contains("n 5"), "\(text)") } else { Issue.record("\(previews)") }
    }

    /// `static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Countdown") }` in an
    /// entity query (not an entity or enum): its text.
    @Test func aTypeDisplayRepresentationInAnyTypeIsItsText() throws {
        let source = """
            import WidgetKit
            import SwiftUI
            import AppIntents

            struct CountdownEntity: AppEntity {
                let id: String
                let name: String
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Countdown"
                static var defaultQuery = CountdownQuery()
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
            }

            struct CountdownQuery: EntityQuery {
                typealias Entity = CountdownEntity
                static var typeDisplayRepresentation: TypeDisplayRepresentation {
                    TypeDisplayRepresentation(name: "Countdown")
                }
                func entities(for identifiers: [String]) async throws -> [CountdownEntity] { identifiers.map { CountdownEntity(id: $0, name: $0) } }
                func suggestedEntities() async throws -> [CountdownEntity] { [CountdownEntity(id: "a", name: "Launch")] }
            }

            struct E: TimelineEntry { let date: Date; let title: String }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), title: "\\(CountdownQuery.typeDisplayRepresentation)") }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
            }
            struct W: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { Text($0.title) } }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("Countdown") == true, "\(drawn.text ?? "")")
    }
}

/// An `enum` that is an `AppEntity` (`enum Interval: Int, CaseIterable, AppEntity`) with an instance `displayRepresentation`
/// and a query: a configuration parameter whose value the widget reads. Before, `DisplayRepresentation` was an unknown type.
@Suite struct SwiftEnumEntityTests {
    @Test func anEnumEntityIsAConfigurationParameter() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import AppIntents

            enum Interval: Int, CaseIterable, AppEntity {
                case one = 1
                case five = 5
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Interval"
                static let defaultQuery = IntervalQuery()
                var id: Int { rawValue }
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(title)") }
                var title: String { self == .one ? "1 minute" : "5 minutes" }
            }
            struct IntervalQuery: EntityQuery {
                func entities(for identifiers: [Int]) async throws -> [Interval] { Interval.allCases.filter { identifiers.contains($0.id) } }
                func suggestedEntities() async throws -> [Interval] { Interval.allCases }
            }
            struct PickIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Pick"
                @Parameter(title: "Interval") var interval: Interval?
            }
            struct Entry: TimelineEntry { let date: Date; let text: String }
            struct Provider: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now, text: "-") }
                func snapshot(for configuration: PickIntent, in context: Context) async -> Entry { Entry(date: .now, text: configuration.interval?.title ?? "none") }
                func timeline(for configuration: PickIntent, in context: Context) async -> Timeline<Entry> {
                    Timeline(entries: [Entry(date: .now, text: configuration.interval?.title ?? "none")], policy: .never)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: "w", intent: PickIntent.self, provider: Provider()) { e in Text(e.text) }
                }
            }
            """
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let session = try TestSession.open(source, path: "W.swift")
        #expect(try session.render(widget: "W", family: "systemSmall").result.text.contains("none"))
        try session.setConfiguration(widget: "W", name: "interval", value: "five")
        #expect(try session.render(widget: "W", family: "systemSmall").result.text.contains("5 minutes"))
    }
}
