import WidgetKit
import SwiftUI
import SwiftData

@Model
final class Habit {
    var name: String
    var streak: Int
    var lastDone: Date?
    @Relationship(deleteRule: .cascade) var logs: [HabitLog] = []
    init(name: String, streak: Int = 0) {
        self.name = name
        self.streak = streak
    }
}

@Model final class HabitLog {
    var date: Date
    var habit: Habit?
    init(date: Date) { self.date = date }
}

struct HabitProvider: TimelineProvider {
    @MainActor
    func habits() -> [Habit] {
        let container = try? ModelContainer(for: Habit.self, HabitLog.self)
        let descriptor = FetchDescriptor<Habit>(
            predicate: #Predicate { $0.streak > 0 },
            sortBy: [SortDescriptor(\.streak, order: .reverse)]
        )
        return (try? container?.mainContext.fetch(descriptor)) ?? []
    }
    func placeholder(in context: Context) -> HabitEntry { HabitEntry(date: .now, names: []) }
    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        Task { @MainActor in
            let names = habits().map(\.name)
            completion(Timeline(entries: [HabitEntry(date: .now, names: names)], policy: .atEnd))
        }
    }
}

struct HabitEntry: TimelineEntry { let date: Date; let names: [String] }
