import WidgetKit
import SwiftUI

struct GalleryEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct GalleryProvider: TimelineProvider {
    func placeholder(in context: Context) -> GalleryEntry { GalleryEntry(date: .now, count: 3) }
    func getSnapshot(in context: Context, completion: @escaping (GalleryEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GalleryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct GalleryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GalleryWidget", provider: GalleryProvider()) { entry in
            VStack {
                Text("gallery.title")
                Text(String(format: NSLocalizedString("photos.count", comment: ""), entry.count))
                Text(String(localized: "greeting", table: "Greetings", bundle: .main))
                Text(String(localized: "welcome.key", defaultValue: "Welcome"))
                Image("Star")
                Text("Accent").foregroundStyle(Color("Brand/Accent"))
                Text("Tint").foregroundStyle(Color("Tint"))
            }
            .containerBackground(Color("Paper"), for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
