import WidgetKit
import SwiftUI

struct ForecastEntry: TimelineEntry {
    let date: Date
    let forecasts: [Forecast]
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry {
        ForecastEntry(date: .now, forecasts: sampleForecasts)
    }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeatherWidget", provider: Provider()) { entry in
            VStack(alignment: .leading) {
                Text("Forecast")
                ForEach(entry.forecasts) { forecast in
                    ForecastRow(forecast: forecast)
                }
            }
            .containerBackground(Color("Sky"), for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
