import Foundation
enum EverydayPriority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 1, medium, high
    static func < (a: EverydayPriority, b: EverydayPriority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["Low", "Medium", "High"][rawValue - 1] }
    var symbol: String {
        switch self {
        case .low: "↓"
        case .medium: "→"
        case .high: "↑"
        }
    }
}
struct EverydayTask: Identifiable {
    let id: Int
    var title: String
    var priority: EverydayPriority
    var done = false
    var due: Date?
}
final class EverydayTaskList {
    private(set) var tasks: [EverydayTask] = []
    private var nextID = 1
    @discardableResult func add(_ title: String, _ priority: EverydayPriority = .medium) -> EverydayTask {
        defer { nextID += 1 }
        let task = EverydayTask(id: nextID, title: title, priority: priority)
        tasks.append(task)
        return task
    }
    func complete(_ id: Int) { if let i = tasks.firstIndex(where: { $0.id == id }) { tasks[i].done.toggle() } }
    var pending: [EverydayTask] { tasks.filter { !$0.done }.sorted { ($0.priority, $1.title) > ($1.priority, $0.title) } }
    subscript(id: Int) -> EverydayTask? { tasks.first { $0.id == id } }
}
func run() {
    let list = EverydayTaskList()
    list.add("write", .high); list.add("read"); list.add("sleep", .low); list.add("eat", .high)
    list.complete(2)
    print(list.pending.map { "\($0.priority.symbol)\($0.title)" })
    print(list[1]?.title ?? "-", list[9]?.title ?? "none", EverydayPriority.allCases.map(\.description), EverydayPriority(rawValue: 3)!)
    print(EverydayPriority.allCases.sorted(by: >).first!, EverydayPriority.medium < .high, max(EverydayPriority.low, .medium))
    let summary = Dictionary(grouping: list.tasks, by: \.priority).mapValues(\.count)
    print(summary.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
    var copy = list.tasks[0]
    copy.title = "changed"
    print(list.tasks[0].title, copy.title, list.tasks.allSatisfy { $0.due == nil })
    let done = list.tasks.everydayPartitioned()
    print(done.0.count, done.1.count)
}
extension Array where Element == EverydayTask {
    func everydayPartitioned() -> ([EverydayTask], [EverydayTask]) { (filter(\.done), filter { !$0.done }) }
}
