import WidgetKit
import SwiftUI
import FitnessKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let activity: Activity
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, activity: .today) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { entry in
            Text("\(entry.activity.steps) steps")
        }
        .supportedFamilies([.systemSmall])
    }
}
