import WidgetKit
import SwiftUI

@main
struct ExampleWidgets: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        SummaryWidget()
        DetailWidget()
        if #available(iOS 18.0, *) {
            ControlWidgetExample()
        }
        #if os(iOS)
        LiveActivityWidget()
        #endif
    }
}

struct SummaryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "summary", provider: Provider()) { _ in Text("Summary") }
    }
}
struct DetailWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "detail", provider: Provider()) { _ in Text("Detail") }
    }
}
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
struct SimpleEntry: TimelineEntry { let date: Date }
struct LiveActivityWidget: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }
