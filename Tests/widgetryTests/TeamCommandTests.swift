import Foundation
import Testing
import WidgetTestSupport

/// Seed 001: a query driven by configuration, a cascading delete, a lightweight migration.
@Suite struct TeamCommandTests {
    /// The user names of a render, top to bottom.
    func names(_ text: String) -> [String] {
        let known = ["Ed Sheeran", "Rosa Diaz", "Roy Kent", "Johnny English", "Piper Chapman", "Alex Vause"]
        return text.components(separatedBy: "\n").compactMap { line in known.first { line.contains($0) } }
    }

    @Test(arguments: [
        ("false", "name", ["Ed Sheeran", "Johnny English", "Rosa Diaz", "Roy Kent"]),
        ("false", "joinDate", ["Ed Sheeran", "Rosa Diaz", "Roy Kent", "Johnny English"]),
        ("true", "name", ["Johnny English", "Roy Kent"]),
        ("true", "joinDate", ["Roy Kent", "Johnny English"]),
    ])
    func queryFollowsConfiguration(_ upcoming: String, _ order: String, _ expected: [String]) {
        let box = Sandbox(["team.widget"])
        let set = box.widgetry("configure", "team.widget", ["showingUpcomingOnly=\(upcoming)", "sortOrder=\(order)"])
        #expect(set.status == 0, "\(set.stderr)")
        let output = box.widgetry("render", "team.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(names(output.stdout) == expected)
    }

    @Test func deletingAUserCascadesToItsJobs() {
        let box = Sandbox(["team.widget"])
        let added = box.widgetry("perform", "team.widget", ["AddSample", "--plain"])
        #expect(added.status == 0, "\(added.stderr)")
        let dump = box.dump("team.widget")
        #expect(dump.contains("Job (2)"), "\(dump)")
        guard let piper = dump.components(separatedBy: "\n").first(where: { $0.contains("Piper Chapman") })?
            .trimmingCharacters(in: .whitespaces).components(separatedBy: " ").first else {
            Issue.record("no sample user in \(dump)")
            return
        }
        let deleted = box.widgetry("perform", "team.widget", ["DeleteUser", "id=\(piper)", "--plain"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        let after = box.dump("team.widget")
        #expect(after.contains("User (4)"))
        #expect(after.contains("Job (0)"), "\(after)")
    }

    @Test func addingAFieldWithADefaultKeepsEveryRow() throws {
        let box = Sandbox(["team.widget"])
        #expect(box.widgetry("perform", "team.widget", ["AddSample", "--plain"]).status == 0)
        let before = box.dump("team.widget")
        let source = try String(contentsOfFile: box.path("team.widget"), encoding: .utf8)
        let changed = source.replacingOccurrences(of: "    var priority: Int\n", with: "    var priority: Int\n    var isUrgent: Bool = false\n")
        #expect(changed != source)
        try changed.write(toFile: box.path("team.widget"), atomically: true, encoding: .utf8)
        let output = box.widgetry("render", "team.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        let after = box.dump("team.widget")
        #expect(after.contains("User (5)") && after.contains("Job (2)"), "\(after)")
        #expect(after.components(separatedBy: "isUrgent: false").count - 1 == 2, "\(after)")
        for line in before.components(separatedBy: "\n") where line.contains("name:") {
            let id = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " ").first ?? ""
            #expect(after.contains(id))
        }
    }
}
