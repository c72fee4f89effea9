import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// SwiftData in a `.swift` widget extension, as its author writes it: an `@Model class`,
/// `FetchDescriptor<T>` with `#Predicate`, `@Query` in a `View` struct, intents that write.
@Suite struct SwiftDataSwiftTests {
    static let source = """
    import WidgetKit
    import SwiftUI
    import SwiftData

    @Model
    class TaskItem {
        var title: String
        var isDone: Bool
        var order: Int

        init(title: String, isDone: Bool = false, order: Int = 0) {
            self.title = title
            self.isDone = isDone
            self.order = order
        }
    }

    struct TasksEntry: TimelineEntry {
        let date: Date
        let remaining: Int
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> TasksEntry {
            TasksEntry(date: Date(), remaining: 0)
        }

        func getSnapshot(in context: Context, completion: @escaping (TasksEntry) -> ()) {
            completion(TasksEntry(date: Date(), remaining: 0))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
            let container = try! ModelContainer(for: TaskItem.self)
            let context = ModelContext(container)
            let descriptor = FetchDescriptor<TaskItem>(predicate: #Predicate { !$0.isDone })
            let remaining = (try? context.fetchCount(descriptor)) ?? 0
            completion(Timeline(entries: [TasksEntry(date: Date(), remaining: remaining)], policy: .atEnd))
        }
    }

    struct TaskRows: View {
        @Query(filter: #Predicate<TaskItem> { task in task.isDone == false }, sort: \\TaskItem.order) var tasks: [TaskItem]

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(tasks) { task in
                    Text("○ \\(task.title)")
                }
            }
        }
    }

    struct TasksEntryView: View {
        var entry: Provider.Entry

        var body: some View {
            VStack(alignment: .leading) {
                Text("\\(entry.remaining) open").bold()
                TaskRows()
            }
        }
    }

    struct Tasks: Widget {
        let kind: String = "Tasks"

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                TasksEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .configurationDisplayName("Tasks")
            .supportedFamilies([.systemMedium])
        }
    }

    struct AddTask: AppIntent {
        static var title: LocalizedStringResource = "Add task"
        @Parameter(title: "Title") var title: String
        @Parameter(title: "Order") var order: Int

        init() {}

        func perform() async throws -> some IntentResult {
            let context = ModelContext(try ModelContainer(for: TaskItem.self))
            context.insert(TaskItem(title: title, isDone: false, order: order))
            try context.save()
            return .result()
        }
    }

    struct CompleteTask: AppIntent {
        static var title: LocalizedStringResource = "Complete task"
        @Parameter(title: "Title") var title: String

        init() {}

        func perform() async throws -> some IntentResult {
            let context = ModelContext(try ModelContainer(for: TaskItem.self))
            let wanted = title
            var descriptor = FetchDescriptor<TaskItem>(predicate: #Predicate<TaskItem> { task in task.title == wanted })
            descriptor.fetchLimit = 1
            if let task = try context.fetch(descriptor).first {
                task.isDone = true
            }
            return .result()
        }
    }
    """

    @Test func aSwiftExtensionReadsAndWritesTheStoreThroughSwiftData() throws {
        let session = try TestSession.open(Self.source, path: "Tasks.swift")
        for (title, order) in [("Water plants", "2"), ("Buy milk", "1"), ("Call mum", "3")] {
            try session.perform(intent: "AddTask", arguments: ["title": title, "order": order])
        }
        try session.perform(intent: "CompleteTask", arguments: ["title": "Call mum"])
        let text = try session.render(widget: "Tasks", family: "systemMedium").result.text
        #expect(text.contains("2 open"), "\(text)")
        let rows = ["○ Buy milk", "○ Water plants"].compactMap { text.range(of: $0)?.lowerBound }
        #expect(rows.count == 2 && rows == rows.sorted() && !text.contains("○ Call mum"), "\(text)")
        #expect(try session.store.count("TaskItem") == 3)
    }

    /// `persistentModelID` names a record; `context.model(for:)` and `registeredModel(for:)` find it again
    /// (MoeMemos keeps the identifier in an intent's entity and finds the memo with it).
    @Test func aPersistentIdentifierFindsItsRecordAgain() throws {
        let source = Self.source + """

            struct RenameByIdentifier: AppIntent {
                static var title: LocalizedStringResource = "Rename"
                @Parameter(title: "Title") var title: String

                init() {}

                func perform() async throws -> some IntentResult {
                    let context = ModelContext(try ModelContainer(for: TaskItem.self))
                    let descriptor = FetchDescriptor<TaskItem>(predicate: #Predicate<TaskItem> { task in task.order == 1 })
                    guard let first = try context.fetch(descriptor).first else { return .result() }
                    let identifier: PersistentIdentifier = first.persistentModelID
                    let ids: [PersistentIdentifier] = [identifier, identifier]
                    if let found = context.model(for: identifier) as? TaskItem, first.modelContext != nil,
                       identifier.entityName == "TaskItem", ids[0] == ids[1] {
                        found.title = title
                    }
                    if let again = context.registeredModel(for: identifier) as TaskItem? {
                        again.order = 0
                    }
                    return .result()
                }
            }
            """
        let session = try TestSession.open(source, path: "Tasks.swift")
        try session.perform(intent: "AddTask", arguments: ["title": "Buy milk", "order": "1"])
        try session.perform(intent: "AddTask", arguments: ["title": "Water plants", "order": "2"])
        try session.perform(intent: "RenameByIdentifier", arguments: ["title": "Buy oat milk"])
        let text = try session.render(widget: "Tasks", family: "systemMedium").result.text
        #expect(text.contains("○ Buy oat milk") && !text.contains("○ Buy milk"), "\(text)")
        let rows = ["○ Buy oat milk", "○ Water plants"].compactMap { text.range(of: $0)?.lowerBound }
        #expect(rows.count == 2 && rows == rows.sorted(), "order 0 first: \(text)")
    }
}
