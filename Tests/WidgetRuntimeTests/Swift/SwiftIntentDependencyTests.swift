import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `@Dependency private var model: Model` in an app intent is not a parameter of its initialiser
/// (`OpenComposer()` leaves it out, as in Swift); the app's `AppDependencyManager` registration does not run
/// in a widget, so the object is made with its type's `init()`, and a note says so where it is declared.
@Suite struct SwiftIntentDependencyTests {
    static let source = """
        import WidgetKit
        import SwiftUI
        import AppIntents

        final class Navigation {
            var screen = "home"
        }

        struct OpenComposer: AppIntent {
            static var title: LocalizedStringResource = "Compose"
            static var openAppWhenRun: Bool = true

            func perform() async throws -> some IntentResult {
                navigation.screen = "composer"
                print("screen: \\(navigation.screen)")
                return .result()
            }

            @Dependency
            private var navigation: Navigation
        }

        struct NoteEntry: TimelineEntry { let date: Date }

        struct NoteProvider: TimelineProvider {
            func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        struct Notes: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Notes", provider: NoteProvider()) { _ in
                    Button(intent: OpenComposer()) { Text("New note") }
                }
            }
        }
        """

    @Test func aDependencyIsNoParameterAndIsMadeWithItsInit() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Notes.swift", text: Self.source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let notes = diagnostics.filter { $0.message.hasPrefix("'@Dependency") }.map { "\($0.range.start.line): \($0.message)" }
        #expect(notes == ["19: '@Dependency var navigation' is made with Navigation() here: the app's "
                          + "AppDependencyManager.shared.add(dependency:) does not run in a widget"])
        let traces = FoundationIOHarness.TraceLines()
        let session = try TestSession.open(Self.source, path: "Notes.swift") { $0.trace = { traces.add($0) } }
        #expect(try session.render(widget: "Notes", family: "systemSmall").result.text.contains("New note"))
        _ = try session.perform(intent: "OpenComposer", arguments: [:])
        #expect(traces.lines.contains("screen: composer"), "\(traces.lines)")
    }

    /// `@IntentParameterDependency<PickServer>(\\.$region) var intent` in an entity query: no parameter of the query's
    /// initialiser (`ServerQuery()`), nil while the widget is drawn, and a note says so.
    @Test func anIntentParameterDependencyIsNil() throws {
        let source = """
            import AppIntents
            import WidgetKit
            import SwiftUI

            struct ServerEntity: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
                static var defaultQuery = ServerQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
            }
            struct ServerQuery: EntityQuery {
                @IntentParameterDependency<PickServer>(\\.$region)
                var intent
                func entities(for identifiers: [String]) async throws -> [ServerEntity] { identifiers.map { ServerEntity(id: $0) } }
                func suggestedEntities() async throws -> [ServerEntity] {
                    if let intent { return [ServerEntity(id: "in \\(intent.region)")] }
                    return [ServerEntity(id: "home"), ServerEntity(id: "work")]
                }
            }
            struct PickServer: WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Pick"
                @Parameter(title: "Region", default: "eu") var region: String
                @Parameter(title: "Server") var server: ServerEntity?
            }
            struct E: TimelineEntry { let date: Date; let names: String }
            struct P: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> E { E(date: .now, names: "") }
                func snapshot(for configuration: PickServer, in context: Context) async -> E { placeholder(in: context) }
                func timeline(for configuration: PickServer, in context: Context) async -> Timeline<E> {
                    let names = ((try? await ServerQuery().suggestedEntities()) ?? []).map(\\.id).joined(separator: ",")
                    return Timeline(entries: [E(date: .now, names: names)], policy: .never)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: "w", intent: PickServer.self, provider: P()) { e in Text(e.names) }
                }
            }
            """
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Q.swift", text: source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let notes = diagnostics.filter { $0.message.hasPrefix("'@IntentParameterDependency") }.map { "\($0.range.start.line): \($0.message)" }
        #expect(notes == ["12: '@IntentParameterDependency var intent' is nil here: no intent is being configured while a widget is drawn"])
        let text = try TestSession.open(source, path: "Q.swift").render(widget: "W", family: "systemSmall").result.text
        #expect(SwiftWidgetDrawing.rows(text).contains("home,work"), "\(text)")
    }
}
