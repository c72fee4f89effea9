import WidgetKit
import SwiftUI

struct HelloEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        Text("Emoji: \(entry.emoji)")
    }
}

struct HelloWidget: Widget {
    let kind: String = "HelloWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            HelloEntryView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}
