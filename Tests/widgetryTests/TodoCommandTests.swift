import Foundation
import Testing
import WidgetTestSupport

/// Seed 000 end to end: the built `widgetry` binary on a temporary store.
@Suite struct TodoCommandTests {
    @Test func rendersTitleAndThreeTasks() {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("render", "todo.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("ToDo Items"))
        for task in ["Go to the gym", "Join the meeting", "Walk the dog"] { #expect(output.stdout.contains(task)) }
        #expect(output.stdout.components(separatedBy: "○").count - 1 == 3)
    }

    @Test func tapTogglesTheFirstTaskAndBack() {
        let box = Sandbox(["todo.widget"])
        _ = box.widgetry("render", "todo.widget", ["--plain"])
        let first = box.widgetry("tap", "todo.widget", ["1", "--color"])
        #expect(first.status == 0, "\(first.stderr)")
        let firstRow = first.stdout.components(separatedBy: "\n").first { $0.contains("Go to the gym") } ?? ""
        #expect(firstRow.contains("●"), "the first task's glyph should be filled: \(firstRow)")
        #expect(firstRow.contains("\u{1B}[") && firstRow.contains("9"), "strike-through (SGR 9) expected: \(firstRow.debugDescription)")
        let plain = box.widgetry("render", "todo.widget", ["--plain"])
        #expect(plain.stdout.components(separatedBy: "●").count - 1 == 1)
        let second = box.widgetry("tap", "todo.widget", ["1", "--plain"])
        #expect(second.status == 0)
        #expect(!second.stdout.contains("●"))
        #expect(second.stdout.components(separatedBy: "○").count - 1 == 3)
    }

    @Test func hideCompletedLeavesTheEmptyBranchOnScreen() {
        let box = Sandbox(["todo.widget"])
        #expect(box.widgetry("configure", "todo.widget", ["hideCompleted=true"]).status == 0)
        let dump = box.dump("todo.widget")
        let ids = dump.components(separatedBy: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.contains("name:") else { return nil }
            return trimmed.components(separatedBy: " ").first
        }
        #expect(ids.count == 3)
        var outputs: [CommandRunner.Output] = []
        for id in ids { outputs.append(box.widgetry("perform", "todo.widget", ["CompleteToDo", "id=\(id)", "--plain"])) }
        #expect(outputs.allSatisfy { $0.status == 0 }, "\(outputs.map(\.stderr))")
        #expect(outputs.last?.stdout.contains("ToDos Completed") == true)
    }

    @Test(arguments: [
        (["Uncomplete", "id=x"], "no intent named 'Uncomplete'"),
        (["CompleteToDo"], "intent 'CompleteToDo' needs parameter 'id'"),
        (["CompleteToDo", "idx=1"], "intent 'CompleteToDo' has no parameter 'idx'; did you mean 'id'?"),
    ])
    func badPerformFailsAndChangesNothing(_ arguments: [String], _ message: String) {
        let box = Sandbox(["todo.widget"])
        _ = box.widgetry("render", "todo.widget", ["--plain"])
        let before = box.dump("todo.widget")
        let output = box.widgetry("perform", "todo.widget", arguments + ["--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(box.dump("todo.widget") == before)
    }

    @Test func parameterOfTheWrongTypeFailsAndChangesNothing() {
        let box = Sandbox(["team.widget"])
        _ = box.widgetry("render", "team.widget", ["--plain"])
        let before = box.dump("team.widget")
        let output = box.widgetry("configure", "team.widget", ["showingUpcomingOnly=maybe"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("expects Bool"), "\(output.stderr)")
        let perform = box.widgetry("perform", "team.widget", ["DeleteUser", "id=no-such-user", "--plain"])
        #expect(perform.status == 1)
        #expect(perform.stderr.contains("intent 'DeleteUser' failed: No such user"), "\(perform.stderr)")
        #expect(box.dump("team.widget") == before)
    }
}
