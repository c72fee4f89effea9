import WidgetKit
import SwiftUI

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: String
    let author: String
}

struct QuoteProvider: TimelineProvider {
    private let quotes = [
        ("Simplicity is prerequisite for reliability.", "E. W. Dijkstra"),
        ("Make it work, make it right, make it fast.", "K. Beck"),
    ]

    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: .now, quote: "…", author: "")
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(QuoteEntry(date: .now, quote: quotes[0].0, author: quotes[0].1))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let now = Date()
        let entries = quotes.enumerated().map { offset, quote in
            QuoteEntry(date: Calendar.current.date(byAdding: .hour, value: offset, to: now)!,
                       quote: quote.0, author: quote.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct QuoteWidgetView: View {
    var entry: QuoteProvider.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.quote)
                .font(family == .systemSmall ? .caption : .body)
                .lineLimit(4)
            Spacer(minLength: 0)
            Text("— \(entry.author)")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct QuoteWidget: Widget {
    let kind = "QuoteWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: QuoteProvider()) { entry in
            QuoteWidgetView(entry: entry)
        }
        .configurationDisplayName("Quote")
        .description("A quote every hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    QuoteWidget()
} timeline: {
    QuoteEntry(date: .now, quote: "Preview", author: "Someone")
}
