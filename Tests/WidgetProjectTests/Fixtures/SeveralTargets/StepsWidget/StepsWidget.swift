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
            StepsView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StepsView: View {
    let entry: StepsEntry

    var body: some View {
        Text("\(entry.activity.steps) steps")
    }
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StepsView(entry: StepsEntry(date: .now, activity: Activity(steps: 100, goal: 8000)))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            StepsView(entry: StepsEntry(date: .now, activity: .today))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
            Text("Xcode's canvas only")
        }
    }
}
