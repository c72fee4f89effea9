import WidgetKit
import Foundation

struct Ticker: TimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let price: Decimal
        var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 1) }
    }
    func placeholder(in context: Context) -> Entry { Entry(date: .now, price: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(context.isPreview ? placeholder(in: context) : Entry(date: .now, price: 101.5))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let policy: TimelineReloadPolicy = context.family == .systemSmall ? .after(.now + 900) : .atEnd
        let entries = stride(from: 0, to: 3600, by: 600).map { offset in
            Entry(date: .now.addingTimeInterval(TimeInterval(offset)), price: Decimal(offset) / 100)
        }
        completion(Timeline(entries: entries, policy: policy))
    }
}
