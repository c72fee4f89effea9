import WidgetKit
import SwiftUI
import AppIntents

struct CityIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Choose a city"
    static var description = IntentDescription("Shows the weather of a city.")

    @Parameter(title: "City", default: "Berlin")
    var city: String

    @Parameter(title: "Show feels-like", default: false)
    var showFeelsLike: Bool

    @Parameter(title: "Units")
    var units: TemperatureUnit?
}

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static var caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: "Fahrenheit",
    ]
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let configuration: CityIntent
    let temperature: Double
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: .now, configuration: CityIntent(), temperature: 20)
    }

    func snapshot(for configuration: CityIntent, in context: Context) async -> WeatherEntry {
        WeatherEntry(date: .now, configuration: configuration, temperature: 21)
    }

    func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<WeatherEntry> {
        let temperature = (try? await WeatherService.shared.temperature(in: configuration.city)) ?? .nan
        let entry = WeatherEntry(date: .now, configuration: configuration, temperature: temperature)
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: .now) ?? .now
        return Timeline(entries: [entry], policy: .after(next))
    }
}

actor WeatherService {
    static let shared = WeatherService()
    func temperature(in city: String) async throws -> Double { 18.5 }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Weather", intent: CityIntent.self, provider: WeatherProvider()) { entry in
            VStack {
                Text(entry.configuration.city).font(.headline)
                Text(entry.temperature, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 40, weight: .bold, design: .rounded))
            }
            .containerBackground(for: .widget) { Color.blue.gradient }
        }
        .contentMarginsDisabled()
    }
}
