import WidgetKit
import SwiftUI
import Intents

struct StatsEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct Provider: IntentTimelineProvider {
    func placeholder(in context: Context) -> StatsEntry {
        StatsEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (StatsEntry) -> ()) {
        completion(StatsEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<StatsEntry>) -> ()) {
        completion(Timeline(entries: [StatsEntry(date: Date(), configuration: configuration)], policy: .never))
    }
}

struct StatsWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack {
            Text(entry.configuration.period == .today ? "Today" : "This week")
            Text(entry.configuration.team?.displayString ?? "All teams")
            Text(entry.configuration.showGoals == true ? "with goals" : "no goals")
        }
    }
}

@main
struct StatsWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "StatsWidget", intent: ConfigurationIntent.self, provider: Provider()) { entry in
            StatsWidgetEntryView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}
