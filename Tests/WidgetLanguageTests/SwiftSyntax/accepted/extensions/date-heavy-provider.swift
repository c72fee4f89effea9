import WidgetKit
import Foundation

struct CountdownEntry: TimelineEntry {
    let date: Date
    let target: Date
    var remaining: DateComponents {
        Calendar.current.dateComponents([.day, .hour, .minute], from: date, to: target)
    }
}

struct CountdownProvider: TimelineProvider {
    let target = DateComponents(calendar: .current, year: 2030, month: 1, day: 1).date ?? .distantFuture

    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: .now, target: target) }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let entries = (0..<24).compactMap { hour -> CountdownEntry? in
            guard let date = Calendar.current.date(byAdding: .hour, value: hour, to: start) else { return nil }
            return CountdownEntry(date: date, target: target)
        }
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: start)!
        completion(Timeline(entries: entries, policy: .after(tomorrow)))
    }
}
