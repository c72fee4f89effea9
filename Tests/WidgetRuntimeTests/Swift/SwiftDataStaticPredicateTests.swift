import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `FetchDescriptor(predicate: Reminder.open)` without `<Reminder>`: the model comes from the predicate the model declares
/// as a static (`static let open = #Predicate<Reminder> { … }`, or a computed `Predicate<Reminder>`), as Swift infers it.
@Suite struct SwiftDataStaticPredicateTests {
    static let source = #"""
    import WidgetKit
    import SwiftUI
    import SwiftData
    import AppIntents

    @Model final class Reminder {
        var title: String
        var done: Bool
        init(title: String, done: Bool) { self.title = title; self.done = done }
        static let open = #Predicate<Reminder> { reminder in !reminder.done }
        static var finished: Predicate<Reminder> { #Predicate<Reminder> { $0.done } }
    }

    struct E: TimelineEntry { let date: Date; let text: String }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: .now, text: "-") }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let context = ModelContext(try! ModelContainer(for: Reminder.self))
            let open = (try? context.fetch(FetchDescriptor(predicate: Reminder.open, sortBy: [SortDescriptor(\.title)]))) ?? []
            let finished = (try? context.fetchCount(FetchDescriptor(predicate: Reminder.finished))) ?? -1
            completion(Timeline(entries: [E(date: .now, text: open.map(\.title).joined(separator: ",") + " \(finished)")], policy: .never))
        }
    }
    struct AddReminders: AppIntent {
        static var title: LocalizedStringResource = "Add"
        func perform() async throws -> some IntentResult {
            let context = ModelContext(try ModelContainer(for: Reminder.self))
            for (title, done) in [("milk", false), ("bread", true), ("eggs", false)] { context.insert(Reminder(title: title, done: done)) }
            try context.save()
            return .result()
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "r", provider: P()) { Text($0.text) }
        }
    }
    """#

    @Test func theModelComesFromTheStaticPredicate() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "R.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "R.swift")
        try session.perform(intent: "AddReminders", arguments: [:])
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("eggs,milk 1"), "\(text)")
    }
}
