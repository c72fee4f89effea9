import Testing
@testable import WidgetRuntime

/// A provider's own function named like a requirement (`timeline(for:context:)` beside
/// `timeline(for:in:)`) is an overload the requirement calls, not a second requirement;
/// the `Timeline` it gives is read through `entries` and `policy`.
@Suite struct SwiftProviderOverloadTests {
    static func source(providers: Int) -> String {
        var text = """
            import WidgetKit
            import SwiftUI
            import AppIntents

            struct Conf: WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "Conf"
                @Parameter(title: "Name", default: "Ada") var name: String
            }

            struct E: TimelineEntry { let date: Date; let text: String }
            struct V: View { let entry: E; var body: some View { Text(entry.text) } }

            """
        for index in 1...providers {
            text += """

                struct P\(index): AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> E { E(date: Date(), text: "placeholder") }
                    func snapshot(for configuration: Conf, in context: Context) async -> E {
                        await timeline(for: configuration, context: context).entries.first ?? placeholder(in: context)
                    }
                    func timeline(for configuration: Conf, in context: Context) async -> Timeline<E> {
                        let made = await self.timeline(for: configuration, context: context)
                        return Timeline(entries: made.entries, policy: made.policy)
                    }
                    private func timeline(for configuration: Conf, context: Context) async -> Timeline<E> {
                        Timeline(entries: [E(date: Date(), text: "P\(index) \\(configuration.name) \\(context.family == .systemSmall)")], policy: .never)
                    }
                }

                struct W\(index): Widget {
                    var body: some WidgetConfiguration {
                        AppIntentConfiguration(kind: "w\(index)", intent: Conf.self, provider: P\(index)()) { V(entry: $0) }
                    }
                }

                """
        }
        return text
    }

    /// One provider (its functions are the module's) and two (each keeps its own).
    @Test(arguments: [1, 2]) func anOverloadBesideTheRequirement(providers: Int) throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source(providers: providers), path: "W.swift", widget: "W\(providers)", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("P\(providers) Ada true") == true, "\(drawn.text ?? "")")
    }

    @Test func theOverloadIsCalledByItsLabels() {
        // A call with labels neither function takes names the requirement's name in its error.
        let source = Self.source(providers: 1).replacingOccurrences(of: "await self.timeline(for: configuration, context: context)",
                                                                     with: "await self.timeline(for: configuration, using: context)")
        #expect(SwiftWidgetDrawing.errors(source, path: "W.swift").contains { $0.contains("timeline") }, "\(SwiftWidgetDrawing.errors(source, path: "W.swift"))")
    }
}

extension SwiftProviderOverloadTests {
    /// A provider without the requirements a widget needs does not conform, in the compiler's words,
    /// located at its name; the iOS 14 beta's `timeline(with:completion:)` is named for what it became.
    @Test func aProviderWithoutItsRequirementsDoesNotConform() {
        let source = """
            import WidgetKit
            import SwiftUI
            struct E: TimelineEntry { let date: Date }
            struct Beta: TimelineProvider {
                func snapshot(with context: Context, completion: @escaping (E) -> ()) { completion(E(date: Date())) }
                func timeline(with context: Context, completion: @escaping (Timeline<E>) -> ()) { }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: Beta()) { Text($0.date, style: .time) }
                }
            }
            """
        #expect(SwiftWidgetDrawing.errors(source, path: "W.swift") == [
            "4:8: type 'Beta' does not conform to protocol 'TimelineProvider': it has no placeholder(in:), getTimeline(in:completion:); "
                + "snapshot(with:completion:) and timeline(with:completion:) are the iOS 14 beta's names, which WidgetKit no longer calls",
        ])
    }
}
