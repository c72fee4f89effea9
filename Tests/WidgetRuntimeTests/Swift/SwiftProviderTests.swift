import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Providers as WidgetKit spells them: completion handlers, `async` intent providers, the context.
@Suite struct SwiftProviderTests {
    static let template = """
    import WidgetKit
    import SwiftUI

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let emoji: String
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), emoji: "…")
        }

        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
            completion(SimpleEntry(date: Date(), emoji: "snapshot"))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
            var entries: [SimpleEntry] = []
            for hourOffset in 0 ..< 3 {
                let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: Date())!
                entries.append(SimpleEntry(date: entryDate, emoji: context.isPreview ? "preview" : "cat \\(hourOffset)"))
            }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct HelloEntryView: View {
        var entry: Provider.Entry
        @Environment(\\.widgetFamily) var size

        var body: some View {
            VStack {
                Text("Emoji: \\(entry.emoji)")
                Text(size == .systemSmall ? "small" : "other")
            }
        }
    }

    struct Hello: Widget {
        let kind: String = "Hello"

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                if #available(iOS 17.0, *) {
                    HelloEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
                } else {
                    HelloEntryView(entry: entry).padding().background()
                }
            }
            .configurationDisplayName("My Widget")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }
    """

    @Test func xcodesTemplateRendersItsTimeline() throws {
        let session = try TestSession.open(Self.template, path: "Hello.swift")
        let small = try session.render(widget: "Hello", family: "systemSmall").result.text
        #expect(small.contains("Emoji: cat 0"))
        #expect(small.contains("small"))
        let medium = try session.render(widget: "Hello", family: "systemMedium").result.text
        #expect(medium.contains("other"), "the view's @Environment(\\.widgetFamily) is the family drawn")
        let (timeline, _) = try session.timeline(widget: "Hello")
        #expect(timeline?.entries.count == 3)
    }

    /// `Entry` in a provider's code is its entry type, as Swift infers the associated type: `[Entry]()`, `Entry(…)`.
    @Test func entryInAProvidersCodeIsItsEntryType() throws {
        let source = Self.template
            .replacingOccurrences(of: "var entries: [SimpleEntry] = []", with: "var entries = [Entry]()")
            .replacingOccurrences(of: "entries.append(SimpleEntry(", with: "entries.append(Entry(")
        #expect(source.contains("[Entry]()") && source.contains("append(Entry("))
        let session = try TestSession.open(source, path: "Hello.swift")
        #expect(try session.render(widget: "Hello", family: "systemSmall").result.text.contains("Emoji: cat 0"))
        #expect(try session.timeline(widget: "Hello").0?.entries.count == 3)
    }

    /// WidgetKit has no timeline then and shows the placeholder: drawn, with a located warning, not a failure.
    @Test func aCompletionHandlerNeverCalledIsALocatedWarningOverThePlaceholder() throws {
        let source = Self.template.replacingOccurrences(of: "completion(Timeline(entries: entries, policy: .atEnd))", with: "let count = entries.count")
        let session = try TestSession.open(source, path: "Hello.swift")
        let outcome = try session.render(widget: "Hello", family: "systemSmall")
        #expect(outcome.problems.isEmpty && outcome.isPlaceholder)
        let problem = try #require(outcome.warnings.first)
        #expect(problem.message == "'timeline' ended without calling its completion handler")
        #expect(problem.range.map { "\($0.start.line):\($0.start.column)" } == "18:10", "at getTimeline")
    }

    @Test func anAppIntentProviderGetsItsConfiguration() throws {
        let source = """
        import WidgetKit
        import AppIntents
        import SwiftUI

        struct ConfigurationAppIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Configuration"
            static var description = IntentDescription("This is an example widget.")

            @Parameter(title: "Favorite Emoji", default: "😃")
            var favoriteEmoji: String
        }

        struct SimpleEntry: TimelineEntry {
            let date: Date
            let configuration: ConfigurationAppIntent
        }

        struct Provider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
            }

            func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: configuration)
            }

            func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
                let entry = SimpleEntry(date: Date(), configuration: configuration)
                return Timeline(entries: [entry], policy: .atEnd)
            }
        }

        struct EmojiView: View {
            var entry: Provider.Entry
            var body: some View { Text("Emoji: \\(entry.configuration.favoriteEmoji)") }
        }

        struct EmojiWidget: Widget {
            let kind: String = "EmojiWidget"
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
                    EmojiView(entry: entry)
                }
            }
        }
        """
        let session = try TestSession.open(source, path: "Emoji.swift")
        #expect(try session.render(widget: "EmojiWidget", family: "systemSmall").result.text.contains("Emoji: 😃"))
    }

    /// What Xcode's and real widgets' code writes around the timeline: an entry's
    /// `relevance`, a `TimelineReloadPolicy` in a variable, `.after(.now.addingTimeInterval(…))`,
    /// an intent returning `some IntentResult & ReturnsValue<Int>` with an authentication policy.
    @Test func relevanceReloadPolicyAndIntentResultCompositionsRunAsWritten() throws {
        let source = """
        import WidgetKit
        import AppIntents
        import SwiftUI

        struct Refresh: AppIntent {
            static var title: LocalizedStringResource = "Refresh"
            static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
            func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
                return .result(value: 3, dialog: "Refreshed")
            }
        }

        struct ScoreEntry: TimelineEntry {
            let date: Date
            var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 7, duration: 60) }
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> ScoreEntry { ScoreEntry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) { completion(ScoreEntry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
                let policy: TimelineReloadPolicy = .after(.now.addingTimeInterval(15 * 60))
                completion(Timeline(entries: [ScoreEntry(date: .now)], policy: policy))
            }
        }

        struct ScoreWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "ScoreWidget", provider: Provider()) { entry in
                    Button(intent: Refresh()) { Text("score \\(Int(entry.relevance?.score ?? 0))") }
                }
            }
        }
        """
        let session = try TestSession.open(source, path: "Score.swift")
        #expect(try session.render(widget: "ScoreWidget", family: "systemSmall").result.text.contains("score 7"))
        let (timeline, _) = try session.timeline(widget: "ScoreWidget")
        let snapshot = try #require(timeline)
        guard case .after(let date) = snapshot.policy else { Issue.record("policy \(snapshot.policy)"); return }
        #expect(abs(date.timeIntervalSince(snapshot.createdAt) - 15 * 60) < 1)
        _ = try session.tap(widget: "ScoreWidget", family: "systemSmall", button: 1)
    }
}

