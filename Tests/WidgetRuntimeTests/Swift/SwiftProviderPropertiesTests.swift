import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Extension code found in the wild: a provider with stored properties, Swift's
/// assertions, an old-style `PreviewProvider`, and an optional entity parameter
/// nobody has chosen.
@Suite struct SwiftProviderPropertiesTests {
    static func source(timeline: String, imports: String = "") -> String {
        """
        import WidgetKit
        import SwiftUI
        import AppIntents
        \(imports)

        struct ServerEntity: AppEntity {
            let id: String
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
            static var defaultQuery = ServerQuery()
        }

        struct ServerQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [ServerEntity] { identifiers.map { ServerEntity(id: $0) } }
            func suggestedEntities() async throws -> [ServerEntity] { [ServerEntity(id: "home")] }
        }

        struct SelectServerIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Server"
            @Parameter(title: "Server") var server: ServerEntity?
        }

        struct SpeedEntry: TimelineEntry {
            let date: Date
            let text: String
        }

        struct SpeedProvider: AppIntentTimelineProvider {
            private let defaults = UserDefaults(suiteName: "group.speed")
            let greeting = "speed"

            func placeholder(in context: Context) -> SpeedEntry { SpeedEntry(date: .now, text: greeting) }
            func snapshot(for configuration: SelectServerIntent, in context: Context) async -> SpeedEntry {
                SpeedEntry(date: .now, text: greeting)
            }
            func timeline(for configuration: SelectServerIntent, in context: Context) async -> Timeline<SpeedEntry> {
        \(timeline)
            }
        }

        struct SpeedWidget: Widget {
            let kind = "Speed"
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: kind, intent: SelectServerIntent.self, provider: SpeedProvider()) { entry in
                    Text(entry.text)
                }
            }
        }

        struct SpeedWidget_Previews: PreviewProvider {
            static var previews: some View {
                Text("x").previewContext(WidgetPreviewContext(family: .systemSmall))
            }
        }
        """
    }

    static func render(_ source: String) throws -> (text: String, problems: [String]) {
        let session = try TestSession.open(source, path: "Speed.swift")
        let outcome = try session.render(widget: "SpeedWidget", family: "systemMedium")
        return (outcome.result.text, outcome.problems.map { "\($0.range.map { "\($0.start.line):\($0.start.column): " } ?? "")\($0.message)" })
    }

    @Test func storedPropertiesAssertionsAndANilEntityRunAsWritten() throws {
        let source = Self.source(timeline: """
                defaults?.set(3, forKey: "runs")
                assert(configuration.server == nil, "nothing chosen")
                assertionFailure("not checked in a release build")
                precondition(greeting == "speed")
                let server = configuration.server?.id ?? "none"
                let runs = defaults?.integer(forKey: "runs") ?? 0
                return Timeline(entries: [SpeedEntry(date: .now, text: "\\(greeting) \\(server) \\(runs)")], policy: .never)
        """)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Speed.swift", text: source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let (text, problems) = try Self.render(source)
        #expect(problems.isEmpty, "\(problems)")
        #expect(text.contains("speed none 3"), "\(text)")
    }

    @Test func fatalErrorIsALocatedRuntimeError() throws {
        let source = Self.source(timeline: """
                guard configuration.server != nil else { fatalError("no server") }
                return Timeline(entries: [SpeedEntry(date: .now, text: greeting)], policy: .never)
        """)
        let (_, problems) = try Self.render(source)
        #expect(problems.first == "37:50: fatal error: no server", "\(problems)")
    }

    @Test func aPackageTypeInAStoredPropertyIsOneErrorNamingThePackage() {
        let source = Self.source(timeline: """
                return Timeline(entries: [SpeedEntry(date: .now, text: "\\(client)")], policy: .never)
        """, imports: "import AcmeNetworking").replacingOccurrences(of: "let greeting = \"speed\"", with: "let greeting = \"speed\"\n    let client = AcmeClient()")
        let errors = WidgetCompiler.compile(SourceFile(path: "Speed.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
            "31:18: unknown type or view 'AcmeClient'; it may come from 'AcmeNetworking', which is not available in Widgetry",
        ])
    }
}
