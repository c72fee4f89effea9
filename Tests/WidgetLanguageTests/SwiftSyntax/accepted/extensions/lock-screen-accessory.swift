import WidgetKit
import SwiftUI

struct BatteryView: View {
    let level: Double
    var body: some View {
        ViewThatFits {
            Gauge(value: level, in: 0...1) {
                Text("Battery")
            } currentValueLabel: {
                Text(level, format: .percent)
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryLinear)
            Text(level, format: .percent)
        }
        .privacySensitive()
        .widgetLabel { Text("Battery") }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "battery", provider: BatteryProvider()) { entry in
            BatteryView(level: entry.level)
                .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        }
        .supportedFamilies([.accessoryRectangular, .accessoryCircular, .accessoryInline])
    }
}
struct BatteryEntry: TimelineEntry { var date: Date; var level: Double }
struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry { .init(date: .now, level: 0.5) }
    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) { completion(.init(date: .now, level: 0.8)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(.init(entries: [.init(date: .now, level: 0.8)], policy: .atEnd))
    }
}
