import SwiftUI
import WidgetKit
import AppIntents

// The #Preview forms Xcode writes for widgets, each drawn by `widgetry test`.

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        let entries = (1...3).map { CountEntry(date: .now.addingTimeInterval(Double($0) * 3600), count: $0 * 10) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A provider whose timeline has no entries: its preview shows the placeholder.
struct QuietProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: -1) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [], policy: .never))
    }
}

struct Counter: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CountProvider()) { entry in
            VStack {
                Text("Count \(entry.count)")
                Text(entry.date, style: .time)
            }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

extension ConfigurationAppIntent {
    fileprivate static var starry: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .now, configuration: ConfigurationAppIntent()) }
    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: .now, configuration: configuration)
    }
    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        Timeline(entries: [EmojiEntry(date: .now, configuration: configuration)], policy: .never)
    }
}

struct Emoji: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Emoji", intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            Text("Emoji \(entry.configuration.favoriteEmoji)")
        }
        .supportedFamilies([.systemSmall])
    }
}

// Entries listed: Counter.systemSmall.1
#Preview(as: .systemSmall) {
    Counter()
} timeline: {
    CountEntry(date: .now, count: 7)
}

// The provider's timeline, closures as arguments: Counter.systemMedium.1 to 3
@available(iOS 17.0, *)
#Preview(as: .systemMedium, widget: { Counter() }, timelineProvider: { CountProvider() })

// An empty timeline: the placeholder, systemSmall.2
#Preview("Quiet", as: .systemSmall) {
    Counter()
} timelineProvider: {
    QuietProvider()
}

// The configuration given with using:, systemSmall.3
#Preview("Starry", as: .systemSmall, using: ConfigurationAppIntent.starry) {
    Emoji()
} timelineProvider: {
    EmojiProvider()
}

// Without using:, the configuration's defaults: systemSmall.4
#Preview(as: .systemSmall) {
    Emoji()
} timelineProvider: {
    EmojiProvider()
}

// Xcode's canvas only: a view, not a widget.
#Preview("A view") {
    Text("Only a view")
}
