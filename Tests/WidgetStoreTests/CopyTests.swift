import Foundation
import Testing
import WidgetStore

/// `widgetry store FILE copy --to DEST`: SQLite → PostgreSQL and back, through a real server.
@Suite struct CopyTests {
    @Test func aStoreCopiesToPostgreSQLAndBackWithIdsLinksAndState() throws {
        let sqlite = try StorePlace(.sqlite)
        let postgres = try StorePlace(.postgres)
        var schema = Schemas.all
        // The runtime's own state is a model like any other (configuration, cached timelines).
        schema.models.append(ModelSchema("WidgetryState", fields: [FieldSchema("key", .string), FieldSchema("value", .string)]))
        let source = try sqlite.open(schema)
        let ana = try source.insert("User", ["name": "Ana", "city": "Lisbon", "tags": .array(["a", "b"]),
                                             "joinDate": .date(Date(timeIntervalSince1970: 1_700_000_000.25))])
        let deploy = try source.insert("Job", ["name": "Deploy", "priority": 2, "level": "high", "owner": .string(ana.id)])
        try source.insert("Task", ["title": "Tag", "job": .string(deploy.id)])
        try source.insert("ToDo", ["name": "Walk", "isDone": true])
        try source.insert("WidgetryState", ["key": "config/0/Todo@todo.widget", "value": "{\"limit\":\"3\"}"])
        let original = try snapshot(source, schema)

        let url = try postgres.location()
        let report = try Store.copy(from: try sqlite.location(), to: url)
        #expect(report.total == 5)
        let shared = try Store.open(path: url, schema: schema)
        #expect(try snapshot(shared, schema) == original)
        #expect(try shared.related(ana, "jobs").map(\.id) == [deploy.id])
        // The copy carries on as a store: a cascade through the copied links.
        let back = try sqlite.location("back")
        #expect(try Store.copy(from: url, to: back).total == 5)
        let returned = try Store.open(path: back, schema: schema)
        #expect(try snapshot(returned, schema) == original)
        try returned.delete("User", id: ana.id)
        #expect(try returned.count("Task") == 0)
        // A store that holds records is not a copy's destination.
        #expect(message { _ = try Store.copy(from: url, to: back) }?.contains("already holds") == true)
    }

    private func snapshot(_ store: Store, _ schema: Schema) throws -> [String] {
        try schema.models.flatMap { model in
            try store.all(model.name).map { record in
                "\(model.name) \(record.id) " + record.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            }
        }
    }
}
