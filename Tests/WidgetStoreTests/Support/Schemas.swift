import Foundation
import WidgetStore

/// The models the tests use, shaped like the seed widgets' models.
enum Schemas {
    static let priority = FieldType.enumeration(name: "Priority", raw: .string, cases: ["low", "high"])

    static let toDo = ModelSchema("ToDo", fields: [
        FieldSchema("name", .string),
        FieldSchema("isDone", .bool, default: false),
        FieldSchema("createdAt", .date, default: .date(Date(timeIntervalSince1970: 0))),
    ], indexes: [["isDone", "name"]])

    /// User → jobs (cascade) → tasks (cascade): a two-level cascade.
    static let user = ModelSchema("User", fields: [
        FieldSchema("name", .string),
        FieldSchema("city", .string, optional: true),
        FieldSchema("joinDate", .date, default: .date(Date(timeIntervalSince1970: 0))),
        FieldSchema("tags", .array(.string), default: .array([])),
    ], relationships: [.toMany("jobs", "Job", inverse: "owner", deleteRule: .cascade)])

    static let job = ModelSchema("Job", fields: [
        FieldSchema("name", .string),
        FieldSchema("priority", .int, default: 0),
        FieldSchema("level", priority, default: "low"),
    ], relationships: [
        .toOne("owner", "User", inverse: "jobs"),
        .toMany("tasks", "Task", inverse: "job", deleteRule: .cascade),
    ])

    static let task = ModelSchema("Task", fields: [FieldSchema("title", .string)],
                                  relationships: [.toOne("job", "Job", inverse: "tasks")])

    /// A team cannot be deleted while it has members.
    static let team = ModelSchema("Team", fields: [FieldSchema("name", .string)],
                                  relationships: [.toMany("members", "Member", inverse: "team", deleteRule: .deny)])
    static let member = ModelSchema("Member", fields: [FieldSchema("name", .string)],
                                    relationships: [.toOne("team", "Team", inverse: "members")])

    /// Deleting a folder keeps its notes and clears their folder.
    static let folder = ModelSchema("Folder", fields: [FieldSchema("name", .string)],
                                    relationships: [.toMany("notes", "Note", inverse: "folder")])
    static let note = ModelSchema("Note", fields: [FieldSchema("title", .string)],
                                  relationships: [.toOne("folder", "Folder", inverse: "notes")])

    static let all = Schema([toDo, user, job, task, team, member, folder, note])
}
