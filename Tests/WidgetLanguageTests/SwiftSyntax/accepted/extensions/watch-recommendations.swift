import WidgetKit
import AppIntents
import SwiftUI

struct RoutineIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Routine"
    @Parameter(title: "Name", default: "Morning") var name: String
    init() {}
    init(name: String) { self.name = name }
}

struct RoutineEntry: TimelineEntry { let date: Date; let name: String }

struct RoutineProvider: AppIntentTimelineProvider {
    func recommendations() -> [AppIntentRecommendation<RoutineIntent>] {
        ["Morning", "Evening"].map { name in
            AppIntentRecommendation(intent: RoutineIntent(name: name), description: Text(name))
        }
    }
    func placeholder(in context: Context) -> RoutineEntry { RoutineEntry(date: .now, name: "") }
    func snapshot(for configuration: RoutineIntent, in context: Context) async -> RoutineEntry {
        RoutineEntry(date: .now, name: configuration.name)
    }
    func timeline(for configuration: RoutineIntent, in context: Context) async -> Timeline<RoutineEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}
