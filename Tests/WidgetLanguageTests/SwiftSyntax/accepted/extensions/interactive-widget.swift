import WidgetKit
import SwiftUI
import AppIntents

struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle task"

    @Parameter(title: "Task ID")
    var id: String

    init() {}
    init(id: String) { self.id = id }

    func perform() async throws -> some IntentResult {
        TaskStore.shared.toggle(id: id)
        return .result()
    }
}

final class TaskStore: @unchecked Sendable {
    static let shared = TaskStore()
    private let defaults = UserDefaults(suiteName: "group.com.example.tasks")
    private(set) var done: Set<String> = []
    func toggle(id: String) {
        if done.contains(id) { done.remove(id) } else { done.insert(id) }
        defaults?.set(Array(done), forKey: "done")
    }
}

struct TaskRow: View {
    let title: String
    let id: String
    let isDone: Bool
    var body: some View {
        Button(intent: ToggleTaskIntent(id: id)) {
            HStack {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(isDone ? .green : .secondary)
                Text(title).strikethrough(isDone)
            }
        }
        .buttonStyle(.plain)
        .invalidatableContent()
    }
}

struct ToggleView: View {
    @State private var on = false
    var body: some View {
        Toggle(isOn: on, intent: ToggleTaskIntent(id: "x")) {
            Text("Focus")
        }
    }
}
