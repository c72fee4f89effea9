import WidgetKit
import SwiftUI
import StocksKit
import LegacyCharts
import WorkspaceKit

/// WorkspaceKit has a `Badge` too; here this one is meant.
struct Badge {
    static let text = "mine"
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: .now, quote: Quote(symbol: "ACME", price: Money(cents: 12345)))
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct StocksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StocksWidget", provider: QuoteProvider()) { entry in
            VStack {
                Text(entry.quote.symbol)
                Text(entry.quote.price.text)
                Text(Chart.bar(entry.quote.price.cents / 5000))
                Text(Ticker.exchange)
                Text(Badge.text + "/" + Ticker.badge)
            }
        }
        .supportedFamilies([.systemSmall])
    }
}
