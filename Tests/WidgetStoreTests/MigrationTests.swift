import Foundation
import Testing
import WidgetStore

@Suite struct MigrationTests {
    let directory: TemporaryDirectory
    var path: String { directory.path() }

    init() throws { directory = try TemporaryDirectory() }

    private func habit(_ extra: [FieldSchema] = [], name: FieldSchema = FieldSchema("name", .string)) -> Schema {
        Schema([ModelSchema("Habit", fields: [name] + extra)])
    }

    private func fill(_ schema: Schema) throws -> [Record] {
        let store = try Store.open(path: path, schema: schema)
        return try ["Read", "Run"].map { try store.insert("Habit", ["name": .string($0)]) }
    }

    @Test func anAddedFieldGetsItsDefaultInExistingRows() throws {
        let before = try fill(habit())
        let streak = FieldSchema("streak", .int, default: 7)
        let store = try Store.open(path: path, schema: habit([streak, FieldSchema("note", .string, optional: true)]))
        let after = try store.all("Habit")
        #expect(after.map(\.id) == before.map(\.id))
        #expect(after.map { $0["name"] } == ["Read", "Run"])
        #expect(after.map { $0["streak"] } == [7, 7])
        #expect(after.map { $0["note"] } == [.null, .null])
        #expect(try store.insert("Habit", ["name": "Swim"])["streak"] == 7)
    }

    @Test func aRemovedFieldKeepsItsDataAndAddingItBackRestoresIt() throws {
        let streak = FieldSchema("streak", .int, default: 0)
        let store = try Store.open(path: path, schema: habit([streak]))
        let read = try store.insert("Habit", ["name": "Read", "streak": 12])

        let without = try Store.open(path: path, schema: habit())
        #expect(try without.find("Habit", id: read.id)?.values == ["name": "Read"])
        let added = try without.insert("Habit", ["name": "Added while hidden"])

        let again = try Store.open(path: path, schema: habit([streak]))
        #expect(try again.find("Habit", id: read.id)?["streak"] == 12)
        // A row inserted while the field was hidden gets the default when it comes back.
        #expect(try again.find("Habit", id: added.id)?["streak"] == 0)
    }

    @Test func aChangedTypeIsRefusedAndTheFileIsUnchanged() throws {
        _ = try fill(habit([FieldSchema("streak", .int, default: 0)]))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = message { _ = try Store.open(path: path, schema: habit([FieldSchema("streak", .string, default: "")])) }
        #expect(error == "Habit.streak is stored as Int but the schema now declares String; the store was left unchanged. "
                + "Give the field a new name (it starts empty, the old data stays hidden), change the type back, "
                + "or reset the store to drop its data")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        let reopened = try Store.open(path: path, schema: habit([FieldSchema("streak", .int, default: 0)]))
        #expect(try reopened.count("Habit") == 2)
    }

    @Test func aNewRequiredFieldWithoutDefaultIsRefusedWhenRowsExist() throws {
        _ = try fill(habit())
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = storeError { _ = try Store.open(path: path, schema: habit([FieldSchema("goal", .int)])) }
        #expect(error == .fieldNeedsDefault(model: "Habit", field: "goal", rows: 2))
        #expect(error?.description.contains("Give the field a default value or make it optional") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)

        // An empty model can take it: there is no row to fill.
        let other = try TemporaryDirectory()
        _ = try Store.open(path: other.path(), schema: habit())
        #expect(try Store.open(path: other.path(), schema: habit([FieldSchema("goal", .int)])).schemaVersion == 2)
    }

    @Test func anOptionalFieldBecomingRequiredTakesTheDefaultForNil() throws {
        let store = try Store.open(path: path, schema: habit([FieldSchema("goal", .int, optional: true)]))
        let read = try store.insert("Habit", ["name": "Read"])
        let kept = try store.insert("Habit", ["name": "Run", "goal": 5])
        #expect(storeError { _ = try Store.open(path: path, schema: habit([FieldSchema("goal", .int)])) }
                == .fieldNeedsDefault(model: "Habit", field: "goal", rows: 1))
        let required = try Store.open(path: path, schema: habit([FieldSchema("goal", .int, default: 1)]))
        #expect(try required.find("Habit", id: read.id)?["goal"] == 1)
        #expect(try required.find("Habit", id: kept.id)?["goal"] == 5)
    }

    @Test func aNewModelGetsATableAndOldModelsKeepTheirs() throws {
        _ = try fill(habit())
        let both = Schema(habit().models + [Schemas.toDo])
        let store = try Store.open(path: path, schema: both)
        try store.insert("ToDo", ["name": "new"])
        let onlyToDo = try Store.open(path: path, schema: Schema([Schemas.toDo]))
        #expect(try onlyToDo.count("ToDo") == 1)
        #expect(try Store.open(path: path, schema: habit()).count("Habit") == 2)
    }
}
