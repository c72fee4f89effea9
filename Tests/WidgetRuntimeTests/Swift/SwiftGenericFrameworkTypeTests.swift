import Testing
@testable import WidgetRuntime

/// A generic type of the frameworks written with its arguments where a value goes (`[AppIntentRecommendation<PickIntent>]()`,
/// as a watch widget's `recommendations()` builds its list): the type, its arguments checked loosely.
@Suite struct SwiftGenericFrameworkTypeTests {
    static let source = """
        import WidgetKit
        import SwiftUI
        import AppIntents

        struct PickIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Pick"
            @Parameter(title: "Name", default: "a") var name: String
        }

        struct E: TimelineEntry { let date: Date; let name: String }

        struct P: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date(), name: "-") }
            func snapshot(for configuration: PickIntent, in context: Context) async -> E { E(date: Date(), name: configuration.name) }
            func timeline(for configuration: PickIntent, in context: Context) async -> Timeline<E> {
                Timeline(entries: [E(date: Date(), name: configuration.name)], policy: .never)
            }
            func recommendations() -> [AppIntentRecommendation<PickIntent>] {
                var recs = [AppIntentRecommendation<PickIntent>]()
                for name in ["morning", "evening"] {
                    let intent = PickIntent()
                    intent.name = name
                    recs.append(AppIntentRecommendation(intent: intent, description: name))
                }
                return recs
            }
        }

        struct W: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "w", intent: PickIntent.self, provider: P()) { e in
                    Text("\\(P().recommendations().count) offered, \\(e.name)")
                }
            }
        }
        """

    @Test func aRecommendationListMadeWithItsElementTypeWritten() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("2 offered, a") == true, "\(drawn.text ?? "")")
    }
}
