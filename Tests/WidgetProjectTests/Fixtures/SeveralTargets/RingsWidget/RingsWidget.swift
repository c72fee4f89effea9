import WidgetKit
import SwiftUI
import FitnessKit

struct RingsEntry: TimelineEntry {
    let date: Date
    let activity: Activity
}

struct RingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> RingsEntry { RingsEntry(date: .now, activity: .today) }
    func getSnapshot(in context: Context, completion: @escaping (RingsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RingsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct RingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RingsWidget", provider: RingsProvider()) { entry in
            VStack {
                Gauge(value: Double(entry.activity.steps) / Double(entry.activity.goal)) { Text("Steps") }
                Label(Summary(percent: entry.activity.steps * 100 / entry.activity.goal).text, systemImage: "figure.walk")
                Text(entry.activity.summary.text)
                Text(entry.activity.label.caption)
            }
        }
        .supportedFamilies([.systemSmall])
    }
}

/// The widget's own `Summary`, beside the framework's.
struct Summary {
    let percent: Int
    var text: String { "\(percent)%" }
}
