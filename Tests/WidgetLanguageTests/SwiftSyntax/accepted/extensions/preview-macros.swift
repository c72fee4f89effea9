import SwiftUI
import WidgetKit

struct Entry: TimelineEntry { let date: Date; let count: Int }
struct Small: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "small", provider: P()) { Text("\($0.count)") }
    }
}
struct P: TimelineProvider {
    func placeholder(in context: Context) -> Entry { .init(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
}

#Preview(as: .systemSmall) {
    Small()
} timeline: {
    Entry(date: .now, count: 1)
    Entry(date: .now.addingTimeInterval(60), count: 2)
}

#Preview("Dark", traits: .fixedLayout(width: 300, height: 200)) {
    Text("Dark").preferredColorScheme(.dark)
}

@available(iOS 17.0, *)
#Preview(as: .accessoryCircular, widget: { Small() }, timelineProvider: { P() })

struct Legacy_Previews: PreviewProvider {
    static var previews: some View {
        Text("Legacy")
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
    }
}
