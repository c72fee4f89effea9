import WidgetKit
import Intents
import SwiftUI

struct LegacyEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct LegacyProvider: IntentTimelineProvider {
    typealias Intent = ConfigurationIntent
    typealias Entry = LegacyEntry

    func placeholder(in context: Context) -> LegacyEntry {
        LegacyEntry(date: Date(), configuration: ConfigurationIntent())
    }
    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (LegacyEntry) -> ()) {
        completion(LegacyEntry(date: Date(), configuration: configuration))
    }
    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [LegacyEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(LegacyEntry(date: entryDate, configuration: configuration))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

final class ConfigurationIntent: INIntent {}
