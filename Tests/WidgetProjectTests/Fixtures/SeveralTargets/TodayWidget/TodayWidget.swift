import WidgetKit
import SwiftUI
// The target neither depends on FitnessKit nor links it: the import alone brings it, as in Xcode.
import FitnessKit

struct TodayEntry: TimelineEntry {
    let date: Date
}

struct TodayProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodayEntry { TodayEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (TodayEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodayEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct TodayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodayWidget", provider: TodayProvider()) { entry in
            Text("Today: goal \(Activity.today.goal)")
        }
        .supportedFamilies([.systemSmall])
    }
}
